import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { get } from './http';
import {
  type Child,
  type Cleanup,
  freePort,
  ROOT,
  spawnLogged,
  stopChild,
  tempDir,
  waitUntil,
} from './processes';

export interface ServerOptions {
  /** The entry file; the real `main.ts` unless a scenario needs the probe node. */
  entry?: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** PGlite data directory (when no databaseUrl); a fresh temporary one by default. */
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  /** Name for logs. */
  name: string;
}

export const MAIN = path.join(ROOT, 'apps/server/src/main.ts');
export const PROBE_NODE = path.join(ROOT, 'scripts/faults/probe-node.ts');

/** One server process: the app as `npm start` runs it (production mode), on loopback. */
export class ServerProcess {
  child: Child;
  readonly port: number;
  readonly options: ServerOptions & { dataDir: string; port: number; secret: string };

  private constructor(child: Child, options: ServerProcess['options']) {
    this.child = child;
    this.port = options.port;
    this.options = options;
  }

  static async start(cleanup: Cleanup, options: ServerOptions): Promise<ServerProcess> {
    const dataDir = options.dataDir ?? tempDir(`data-${options.name}`);
    if (!options.dataDir)
      cleanup.add(`remove ${options.name} data`, () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const full = {
      ...options,
      dataDir,
      port: options.port ?? (await freePort()),
      secret: options.env?.APP_SECRET ?? randomBytes(32).toString('hex'),
    };
    const child = ServerProcess.spawn(full);
    const server = new ServerProcess(child, full);
    cleanup.add(`stop server ${options.name}`, () => stopChild(server.child, 'SIGKILL'));
    await server.waitReady();
    return server;
  }

  private static spawn(options: ServerProcess['options']): Child {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TZ: 'Asia/Kolkata',
      NODE_ENV: 'production',
      APP_SECRET: options.secret,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      DATA_DIR: options.dataDir,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'info',
      // The scenarios are the only callers; the limits are tested elsewhere.
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_SCALE: '100000',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl, REDIS_KEY_PREFIX: 'arogya-faults' } : {}),
      ...options.env,
    };
    return spawnLogged(process.execPath, ['--import', 'tsx', options.entry ?? MAIN], {
      env,
      logFile: path.join(options.dataDir, `${options.name}.log`),
    });
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number {
    return this.child.pid;
  }

  async waitReady(timeoutMs = 90_000): Promise<number> {
    let exited = false;
    void this.child.exited.then(() => {
      exited = true;
    });
    return waitUntil(
      `${this.options.name} to answer /api/ready`,
      async () => {
        if (exited) throw new Error(`${this.options.name} exited during start:\n${this.child.tail()}`);
        return (await get(`${this.baseUrl}/api/ready`, { timeoutMs: 2_000 })).status === 200;
      },
      { timeoutMs, intervalMs: 300 },
    ).catch((err: Error) => {
      throw new Error(`${err.message}\n--- ${this.options.name} log ---\n${this.child.tail()}`);
    });
  }

  /** Starts the same server again (same port, data and secret): what a supervisor does after a crash. */
  async restart(): Promise<number> {
    this.child = ServerProcess.spawn(this.options);
    return this.waitReady();
  }

  kill(signal: NodeJS.Signals): void {
    this.child.process.kill(signal);
  }

  async stop(): Promise<void> {
    await stopChild(this.child, 'SIGTERM');
  }
}
