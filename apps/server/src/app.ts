import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AMBULANCE_TRACKING_HANDSHAKES_PER_MINUTE } from '@arogya/contract/constants/ambulance';
import { installValidationMessages } from '@arogya/contract/validation-messages';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { type DatabaseHandle, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { DATA_DIR_CLUSTER, type SeededStamp } from './db/pglite-template';
import { seedDemoData } from './db/seed/seed';
import { copyForStart, type DataDirStart, planDataDirStart } from './db/start-data-dir';
import { createJobQueue } from './jobs/queue';
import { type Clock, systemClock } from './lib/clock';
import { registerAccessControl, type SessionLoader } from './lib/http/access';
import { registerBodyParsing } from './lib/http/body-parsing';
import { frameworkErrorHandler, registerErrorHandling, sendError } from './lib/http/error-handler';
import { OneLineRequestLog } from './lib/http/request-log';
import { registerSecurityHeaders } from './lib/http/security-headers';
import { createSerializerCompiler } from './lib/http/serializer';
import { validatorCompiler } from './lib/http/validation';
import type { ZodApp } from './lib/http/zod-app';
import { appLoggerOptions } from './lib/logger';
import { createStartupPhases, type StartupPhases } from './lib/startup-phases';
import { createStorage, type FileStorage } from './lib/storage';
import { createTokenService } from './lib/tokens';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { registerAiRoutes } from './modules/ai/ai.routes';
import { registerAmbulanceRoutes } from './modules/ambulance/ambulance.routes';
import { type AmbulanceService, ambulanceServiceFor } from './modules/ambulance/ambulance.service';
import { registerAmbulanceSocket } from './modules/ambulance/ambulance.socket';
import { registerAnnouncementRoutes } from './modules/announcements/announcements.routes';
import { registerAppointmentRoutes } from './modules/appointments/appointments.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createSessionService, type SessionService } from './modules/auth/sessions';
import { registerTwoFactorRoutes } from './modules/auth/two-factor.routes';
import { registerAvailabilityRoutes } from './modules/availability/availability.routes';
import { registerCareCircleRoutes } from './modules/care-circle/care-circle.routes';
import { registerCareFundRoutes } from './modules/care-fund/care-fund.routes';
import { registerCareNotesRoutes } from './modules/care-notes/care-notes.routes';
import { registerDemandRoutes } from './modules/demand/demand.routes';
import { createDemandRecorder } from './modules/demand/demand-recorder';
import { registerDevInfoRoutes } from './modules/dev/info.routes';
import { registerDevOutboxRoutes } from './modules/dev/outbox.routes';
import { registerDirectoryRoutes } from './modules/directory/directory.routes';
import { registerDischargeConciergeRoutes } from './modules/discharge-concierge/discharge-concierge.routes';
import { registerUploadRoutes } from './modules/files/files.routes';
import { registerForumRoutes } from './modules/forum/forum.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerLabTestRoutes } from './modules/lab-tests/lab-tests.routes';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { registerPaymentRoutes } from './modules/payments/payments.routes';
import { registerPrescriptionRoutes } from './modules/prescriptions/prescriptions.routes';
import { registerPrivacyRoutes } from './modules/privacy/privacy.routes';
import { registerProfileRoutes } from './modules/profiles/profiles.routes';
import { registerQuestRoutes } from './modules/quests/quests.routes';
import { registerRecordRoutes } from './modules/records/records.routes';
import { registerReviewRoutes } from './modules/reviews/reviews.routes';
import { registerSecondOpinionRoutes } from './modules/second-opinions/second-opinions.routes';
import { createAnalyticsRecorder } from './modules/subscription/analytics-recorder';
import { registerEarningsRoutes } from './modules/subscription/earnings.routes';
import { registerSubscriptionRoutes } from './modules/subscription/subscription.routes';
import { registerSupportRoutes } from './modules/support/support.routes';
import { supportGroupJoin } from './modules/support/support.socket';
import { registerTriageRoutes } from './modules/triage/triage.routes';
import { registerVideoRoutes } from './modules/video/video.routes';
import { videoSignalling } from './modules/video/video.socket';
import { createDispatch } from './realtime/dispatch';
import { defaultRoomJoins } from './realtime/rooms';
import { attachRealtime } from './realtime/server';

export interface BuildOptions {
  config: AppConfig;
  /** An open database; when omitted one is opened from the config (and closed with the app). */
  database?: DatabaseHandle;
  clock?: Clock;
  /** Skip migrations (the caller has run them). */
  skipMigrations?: boolean;
  /** Where uploads go; defaults to the configured store (DATA_DIR/files or S3). */
  storage?: FileStorage;
  /** Records how long each start-up phase takes (the ready line prints them). */
  phases?: StartupPhases;
  /** The folder of the build's start templates of an embedded database (decisions 084, 088): beside the bundle. */
  templates?: string;
  /**
   * How DATA_DIR starts, when the caller chose it and began the copy before loading the app (main.ts); the
   * database opens once `copied` settles. Without it the app chooses from `templates` and copies itself.
   */
  dataDirStart?: { plan: DataDirStart; copied: Promise<void> };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/**
 * Builds the whole application: API, realtime, jobs and the web app, ready to `listen`.
 * Tests build it too and talk to it through `app.inject`.
 */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  installValidationMessages();
  const clock = opts.clock ?? systemClock;
  const phases = opts.phases ?? createStartupPhases();
  const ownsDatabase = !opts.database;
  // Set when DATA_DIR started as a copy of the build's seeded snapshot: its demo data is already there.
  let seededSnapshot: SeededStamp | undefined;
  const database =
    opts.database ??
    (await phases.time('database', async () => {
      // A fresh embedded database with demo data starts from the build's seeded snapshot while a seed run would
      // make the same rows (decision 088), and otherwise from the build's migrated template when there is one.
      let start = opts.dataDirStart;
      if (!start) {
        const plan = planDataDirStart(config, {
          templates: opts.templates ?? import.meta.dirname,
          now: clock.now(),
          ownStorage: Boolean(opts.storage),
        });
        if (plan.copy) copyForStart(plan.copy, config.dataDir);
        start = { plan, copied: Promise.resolve() };
      }
      await start.copied;
      seededSnapshot = start.plan.seededSnapshot;
      return openDatabase({
        url: config.databaseUrl,
        dataDir: path.join(config.dataDir, DATA_DIR_CLUSTER),
        poolMax: config.databasePoolMax,
      });
    }));

  const app = Fastify({
    logger: appLoggerOptions(config),
    logController: new OneLineRequestLog(),
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Requests arriving while the server shuts down get a 503 in the API's error shape, with Retry-After
    // (registerErrorHandling), instead of Fastify's own body.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed or over-long address is refused in the API's error shape, not Fastify's own.
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Outside production every answer is also encoded by zod and compared (lib/http/serializer.ts).
  app.setSerializerCompiler(createSerializerCompiler({ verify: config.env !== 'production' }));
  registerErrorHandling(app);
  registerBodyParsing(app);

  const storage = opts.storage ?? createStorage(config);
  try {
    if (!opts.skipMigrations) await phases.time('migrations', () => runMigrations(database));
    if (config.seedDemoData && seededSnapshot) {
      app.log.info({ seededAt: seededSnapshot.seededAt }, "demo data from the build's seeded snapshot");
    } else if (config.seedDemoData) {
      await phases.time('seed', () => seedDemoData(database.db, { log: app.log, storage }));
    }
  } catch (err) {
    if (ownsDatabase) await database.close();
    throw err;
  }

  const tokens = createTokenService(config.appSecret, () => clock.now());
  // Sessions close sockets, and sockets resolve sessions: the loader reaches the service once both exist.
  let sessions: SessionService | null = null;
  const loadSession: SessionLoader = (claims) => {
    if (!sessions) throw new Error('sessions are not ready');
    return sessions.resolve(claims);
  };
  // Tracking-link sockets resolve their token through the ambulance service, built once the job queue exists.
  let ambulance: AmbulanceService | null = null;
  const realtime = attachRealtime(app.server, {
    config,
    tokens,
    loadSession,
    log: app.log,
    joins: [...defaultRoomJoins, supportGroupJoin(database.db)],
    tracking: {
      resolve: (token) => {
        if (!ambulance) throw new Error('ambulance is not ready');
        return ambulance.trackingRequestId(token);
      },
      handshakesPerMinute: Math.max(
        1,
        Math.round(AMBULANCE_TRACKING_HANDSHAKES_PER_MINUTE * config.authRateLimitScale),
      ),
      now: () => clock.now().getTime(),
    },
  });
  sessions = createSessionService({
    db: database.db,
    clock,
    tokens,
    sockets: realtime,
    idleMs: config.sessionIdleMs,
  });
  const jobs = await phases.time('queue', () =>
    createJobQueue({ database, config, log: app.log, clock, realtime, storage }),
  );

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    tokens,
    jobs,
    realtime,
    events: createDispatch(realtime),
    sessions,
    storage,
    log: app.log,
    demand: createDemandRecorder({ db: database.db, log: app.log, clock }),
    analytics: createAnalyticsRecorder({ db: database.db, log: app.log, clock }),
  };
  app.decorate('ctx', ctx);
  ambulance = ambulanceServiceFor(ctx);
  registerAmbulanceSocket(realtime, ambulance, app.log);

  await registerSecurity(app, config);
  registerAccessControl(app, { tokens, loadSession });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Arogya API',
        version: '1.0.0',
        description:
          'Home-healthcare marketplace for India. Errors share one shape: { message, msg, code, details?, requestId }.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Tags start collapsed: the description has 200+ operations, and rendering them all on load takes seconds on a slow device.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'none', deepLinking: true },
  });

  await app.register(
    async (api) => {
      const zapp = api as unknown as ZodApp;
      registerHealthRoutes(zapp, ctx);
      registerAuthRoutes(zapp, ctx);
      registerTwoFactorRoutes(zapp, ctx);
      // Development and test only; registers nothing in production.
      registerDevOutboxRoutes(zapp, ctx);
      registerDevInfoRoutes(zapp, ctx);
      registerProfileRoutes(zapp, ctx);
      registerAdminRoutes(zapp, ctx);
      registerUploadRoutes(zapp, ctx);
      registerAvailabilityRoutes(zapp, ctx);
      registerAiRoutes(zapp, ctx);
      registerDirectoryRoutes(zapp, ctx);
      registerTriageRoutes(zapp);
      registerAnnouncementRoutes(zapp, ctx);
      registerCareNotesRoutes(zapp, ctx);
      registerAppointmentRoutes(zapp, ctx);
      registerNotificationRoutes(zapp, ctx);
      const payments = registerPaymentRoutes(zapp, ctx);
      registerCareFundRoutes(zapp, ctx, payments);
      registerSecondOpinionRoutes(zapp, ctx, payments);
      registerSubscriptionRoutes(zapp, ctx);
      registerEarningsRoutes(zapp, ctx);
      registerDemandRoutes(zapp, ctx);
      registerLabTestRoutes(zapp, ctx);
      registerPrescriptionRoutes(zapp, ctx);
      registerRecordRoutes(zapp, ctx);
      registerForumRoutes(zapp, ctx);
      registerReviewRoutes(zapp, ctx);
      registerSupportRoutes(zapp, ctx);
      registerDischargeConciergeRoutes(zapp, ctx);
      registerQuestRoutes(zapp, ctx);
      registerAmbulanceRoutes(zapp, ctx);
      registerCareCircleRoutes(zapp, ctx);
      registerPrivacyRoutes(zapp, ctx);
      realtime.onConnection(videoSignalling(registerVideoRoutes(zapp, ctx), app.log));
    },
    { prefix: '/api' },
  );

  registerWebApp(app, config.webDist);

  app.addHook('onReady', async () => {
    await phases.time('queue start', () => jobs.start());
  });
  // Open sockets keep the HTTP server from closing, so they go first (preClose runs before it).
  app.addHook('preClose', async () => {
    await realtime.close();
  });
  app.addHook('onClose', async () => {
    await realtime.close(); // no-op after preClose; covers an app that never became ready
    await ctx.analytics.close();
    await ctx.demand.close(); // the last recorded searches, before the database goes
    await jobs.stop();
    if (ownsDatabase) await database.close();
  });

  return app;
}

/** Razorpay's checkout: its script, and the frames and calls it makes — allowed only when its keys are set. */
const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';

async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const secure = config.publicUrl.startsWith('https://');
  const razorpay = !!config.payments.razorpay;
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(razorpay ? [RAZORPAY_CHECKOUT_SCRIPT] : [])],
        // Toasts and the map inject <style> elements at run time; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...(razorpay ? [RAZORPAY_API] : [])],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ['https://www.openstreetmap.org', ...(razorpay ? [RAZORPAY_API] : [])],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only means something over TLS; it is added below when the request came over https.
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    done();
  });

  // The web app is served from the same origin; no other origin may call the API with credentials.
  await app.register(cors, { origin: [new URL(config.publicUrl).origin], credentials: true });

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // The limit guards the API. The web app's own files (one page load fetches a dozen lazy
    // chunks) are static and cached; counting them would lock a busy visitor out of the app.
    allowList: (request) => !isApiPath(request.url),
    errorResponseBuilder: (_request, context) =>
      Object.assign(
        new Error(`Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`),
        {
          statusCode: 429,
        },
      ),
  });
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Serves the built web app with an SPA fallback; unknown /api paths get a JSON 404. */
function registerWebApp(app: FastifyInstance, webDist: string): void {
  const indexHtml = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each text asset (apps/web/precompress.ts): a browser that
      // accepts one gets it as it is, with `vary: accept-encoding`; others get the original.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: run `npm run build` to serve it');
  }

  app.setNotFoundHandler((request, reply) => {
    if (
      !isApiPath(request.raw.url ?? '/') &&
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return sendError(reply, request, 404, 'NOT_FOUND', 'Route not found.');
  });
}
