import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { DEFAULT_STUN_URLS } from '@arogya/contract/constants/video';
import { z } from 'zod';

/** The value earlier versions shipped as the development default: public, so never accepted. */
const PUBLISHED_DEV_SECRET = 'arogya-development-secret-do-not-use-in-production';
/** Where a development start keeps the secret it generated (inside DATA_DIR, mode 0600). */
export const APP_SECRET_FILE = 'app-secret';
/** Tests without APP_SECRET share one random secret per process: nothing fixed, nothing on disk. */
const TEST_SECRET = randomBytes(32).toString('hex');

/** An empty variable means "not set" (shells and .env files often leave `X=`). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * Every setting the server reads from the environment, validated once at start-up.
 * A missing or malformed value stops the process with a message naming the variable.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Loopback unless set: a development start is not reachable from the network by accident. */
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('./.data'),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
    REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')),
    /** Prefix of every Redis key and channel, so deployments (and test runs) can share one Redis. */
    REDIS_KEY_PREFIX: z.string().min(1).default('arogya'),
    APP_SECRET: optional(z.string()),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')),
    MAIL_FROM: z.string().default('Arogya <no-reply@arogya.health>'),
    /** Defaults to http://localhost:$PORT (loadConfig), so a start on another port links to itself. */
    PUBLIC_URL: optional(z.string().url()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    SEED_DEMO_DATA: bool,
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
    /**
     * Multiplies the per-address limits of the sign-in routes (login, 2FA, forgot password,
     * registration). 1 in production; browser tests and load tests that sign in often raise it.
     */
    AUTH_RATE_LIMIT_SCALE: z.coerce.number().min(1).default(1),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    /**
     * The reverse proxies whose X-Forwarded-* headers are believed: a comma list of addresses and
     * CIDR ranges. `true` (believe anyone) is refused: any client could then choose its own address.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const value = (v ?? '').trim();
        if (value === '' || value === 'false' || value === '0') return false as const;
        if (value === 'true' || value === '1') {
          ctx.addIssue({
            code: 'custom',
            message:
              'TRUST_PROXY must list the proxy addresses, e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8; "true" would believe X-Forwarded-For from anyone',
          });
          return z.NEVER;
        }
        const entries = value.split(',').map((e) => e.trim());
        const bad = entries.filter((e) => !isAddressOrCidr(e));
        if (bad.length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: `TRUST_PROXY must be a comma list of IP addresses or CIDR ranges; not understood: ${bad.join(', ')}`,
          });
          return z.NEVER;
        }
        return entries;
      }),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    /** A session nobody used for this many hours has ended (at most the 7-day session lifetime). */
    SESSION_IDLE_HOURS: z.coerce.number().min(0.05).max(168).default(24),
    /** S3-compatible file storage; all unset means local disk under DATA_DIR/files. */
    S3_ENDPOINT: optional(z.string().url('S3_ENDPOINT must be a URL')),
    S3_BUCKET: optional(z.string()),
    S3_REGION: optional(z.string()),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    /** An OpenAI-compatible chat-completions service for the specialty suggestion; all unset means the local engine. */
    AI_BASE_URL: optional(z.string().url('AI_BASE_URL must be a URL, e.g. https://api.openai.com/v1')),
    AI_API_KEY: optional(z.string()),
    AI_MODEL: optional(z.string()),
    /** Specialty suggestions per minute per client address (the route is public). */
    AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Razorpay API keys; both unset means the offline test mode (payments.ts). */
    RAZORPAY_KEY_ID: optional(
      z.string().regex(/^rzp_(test|live)_\w+$/, 'RAZORPAY_KEY_ID must look like rzp_test_… or rzp_live_…'),
    ),
    RAZORPAY_KEY_SECRET: optional(z.string().min(8, 'RAZORPAY_KEY_SECRET is too short')),
    /** The secret of the webhook set up in Razorpay's dashboard; unset means every webhook call is refused. */
    RAZORPAY_WEBHOOK_SECRET: optional(z.string().min(8, 'RAZORPAY_WEBHOOK_SECRET is too short')),
    /** Production refuses payments without Razorpay keys unless this says the test checkout is wanted. */
    PAYMENTS_TEST_MODE: bool,
    /**
     * WebRTC: the STUN servers participants use (a comma list; empty for none, e.g. a closed network),
     * and a TURN server with its credentials for callers behind strict NATs (coturn in production).
     */
    STUN_URLS: z.string().optional(),
    TURN_URL: optional(z.string().regex(/^turns?:/, 'TURN_URL must be a turn: or turns: URL')),
    TURN_USERNAME: optional(z.string()),
    TURN_CREDENTIAL: optional(z.string()),
    /** The Razorpay plan (`plan_…`) of the monthly Pro subscription; without it Pro upgrades answer 503 with Razorpay keys. */
    RAZORPAY_PRO_PLAN_ID: optional(
      z.string().regex(/^plan_\w+$/, 'RAZORPAY_PRO_PLAN_ID must look like plan_…'),
    ),
  })
  .superRefine((env, ctx) => {
    const s3 = [
      env.S3_ENDPOINT,
      env.S3_BUCKET,
      env.S3_REGION,
      env.S3_ACCESS_KEY_ID,
      env.S3_SECRET_ACCESS_KEY,
    ];
    if (s3.some((v) => v !== undefined) && s3.some((v) => v === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message:
          'S3 storage needs all of S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or none of them)',
      });
    }
    const ai = [env.AI_BASE_URL, env.AI_API_KEY, env.AI_MODEL];
    if (ai.some((v) => v !== undefined) && ai.some((v) => v === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_BASE_URL'],
        message: 'The AI provider needs all of AI_BASE_URL, AI_API_KEY and AI_MODEL (or none of them)',
      });
    }
    if (env.RAZORPAY_KEY_ID && !env.RAZORPAY_KEY_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_SECRET'],
        message: 'RAZORPAY_KEY_ID needs RAZORPAY_KEY_SECRET',
      });
    }
    if (env.NODE_ENV === 'production') {
      if (!env.APP_SECRET || env.APP_SECRET === PUBLISHED_DEV_SECRET || env.APP_SECRET.length < 32) {
        ctx.addIssue({
          code: 'custom',
          path: ['APP_SECRET'],
          message: 'APP_SECRET must be set to a random value of at least 32 characters in production',
        });
      }
    }
  });

export type Env = z.input<typeof envSchema>;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  appSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  logLevel: string;
  webDist: string;
  seedDemoData: boolean;
  rateLimitMax: number;
  authRateLimitScale: number;
  bodyLimitBytes: number;
  /** Proxy addresses/CIDRs whose X-Forwarded-* headers are believed; false believes none. */
  trustProxy: false | string[];
  shutdownGraceMs: number;
  /** A session without a request for this long has ended (docs/decisions: sessions). */
  sessionIdleMs: number;
  /**
   * Recurring jobs fire on their cron (the sweeps, reminders, purges). Off under NODE_ENV=test: there a
   * sweep fired by the wall clock's minute would run with a test's fixed clock and race the test's own
   * call of it; tests run a sweep when they mean to. The schedules are still stored.
   */
  jobSchedules: boolean;
  /** S3-compatible file storage when every S3_* variable is set; otherwise files go to local disk. */
  s3: S3Config | undefined;
  /** An OpenAI-compatible provider for the specialty suggestion when AI_* is set; otherwise the local engine. */
  ai: AiProviderConfig | undefined;
  aiRateLimitPerMinute: number;
  payments: PaymentsConfig;
  /** ICE servers handed to the participants of a call (STUN by default, TURN when configured). */
  video: { stunUrls: string[]; turn: { url: string; username: string; credential: string } | undefined };
}

/**
 * Razorpay when its keys are set; otherwise the offline test mode, whose key secret is RAZORPAY_KEY_SECRET
 * when set, else derived from APP_SECRET (lib/payments.ts). `enabled` is false in production without keys
 * unless PAYMENTS_TEST_MODE=true: a live site must not take pretend money.
 */
export interface PaymentsConfig {
  razorpay: { keyId: string; keySecret: string } | undefined;
  /** RAZORPAY_KEY_SECRET without RAZORPAY_KEY_ID: the test mode signs with it. */
  testKeySecret: string | undefined;
  webhookSecret: string | undefined;
  enabled: boolean;
  /** Razorpay's plan id of the monthly Pro plan (RAZORPAY_PRO_PLAN_ID). */
  proPlanId?: string | undefined;
}

export interface AiProviderConfig {
  /** The API root, e.g. https://api.openai.com/v1 (POST {baseUrl}/chat/completions). */
  baseUrl: string;
  apiKey: string;
  model: string;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the command was typed, so
  // `npm start`, `npm run dev` and `npm run db:seed` from the root all use the same ./.data.
  const dataDir = path.resolve(source.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    appSecret: e.APP_SECRET ?? (e.NODE_ENV === 'test' ? TEST_SECRET : localAppSecret(dataDir)),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? defaultWebDist()),
    seedDemoData: source.SEED_DEMO_DATA === undefined ? e.NODE_ENV !== 'test' : e.SEED_DEMO_DATA,
    rateLimitMax: e.RATE_LIMIT_MAX,
    authRateLimitScale: e.AUTH_RATE_LIMIT_SCALE,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    sessionIdleMs: Math.round(e.SESSION_IDLE_HOURS * 60 * 60 * 1000),
    jobSchedules: e.NODE_ENV !== 'test',
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    ai:
      e.AI_BASE_URL && e.AI_API_KEY && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL }
        : undefined,
    aiRateLimitPerMinute: e.AI_RATE_LIMIT_PER_MINUTE,
    payments: {
      razorpay:
        e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
          ? { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET }
          : undefined,
      testKeySecret: e.RAZORPAY_KEY_ID ? undefined : e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      enabled: !!e.RAZORPAY_KEY_ID || e.NODE_ENV !== 'production' || e.PAYMENTS_TEST_MODE,
      proPlanId: e.RAZORPAY_PRO_PLAN_ID,
    },
    video: {
      stunUrls:
        e.STUN_URLS === undefined
          ? [...DEFAULT_STUN_URLS]
          : e.STUN_URLS.split(',')
              .map((u) => u.trim())
              .filter(Boolean),
      turn:
        e.TURN_URL && e.TURN_USERNAME && e.TURN_CREDENTIAL
          ? { url: e.TURN_URL, username: e.TURN_USERNAME, credential: e.TURN_CREDENTIAL }
          : undefined,
    },
  };
}

function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The secret of a development start without APP_SECRET: generated once (32 random bytes) into
 * DATA_DIR/app-secret, readable by the owner only, and reused on every later start — so sessions and
 * encrypted fields survive a restart, and nobody else knows it.
 */
export function localAppSecret(dataDir: string): string {
  const file = path.join(dataDir, APP_SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  // Whatever wrote it, only its owner reads it.
  fs.chmodSync(file, 0o600);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32 || secret === PUBLISHED_DEV_SECRET) {
    throw new ConfigError(
      `Invalid environment:\n  APP_SECRET: ${file} must hold a random value of at least 32 characters (delete it to generate a new one)`,
    );
  }
  return secret;
}

/** The web build sits at apps/web/dist whether we run from src (tsx) or from the bundle in dist. */
function defaultWebDist(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}

/**
 * A config for tests: explicit, in-memory friendly, quiet. Sessions do not go idle (tests move the
 * clock days ahead between requests); the session tests set `sessionIdleMs` themselves.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      SESSION_IDLE_HOURS: '168',
    }),
    ...overrides,
  };
}
