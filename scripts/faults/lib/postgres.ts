import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { type Cleanup, freePort, runSync, tempDir } from './processes';

const BIN_DIRS = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'];

function binary(name: string): string {
  for (const dir of BIN_DIRS) {
    const candidate = path.join(dir, name);
    if (fs.existsSync(candidate)) return candidate;
  }
  return name; // on PATH
}

const execFileAsync = promisify(execFile);

async function run(command: string, args: string[]): Promise<void> {
  try {
    await execFileAsync(command, args);
  } catch (err) {
    const e = err as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${command} ${args.join(' ')} failed: ${e.stderr || e.stdout || e.message}`);
  }
}

/** PostgreSQL refuses to run as root: run its tools as the `postgres` account when we are root. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/**
 * A PostgreSQL server of our own: `initdb` in a temporary directory, listening on a free loopback port,
 * stopped and started at will, removed at the end. Never the machine's shared server.
 */
export class ThrowawayPostgres {
  readonly port: number;
  private readonly dir: string;
  private readonly dataDir: string;

  private constructor(port: number, dir: string) {
    this.port = port;
    this.dir = dir;
    this.dataDir = path.join(dir, 'data');
  }

  static async create(cleanup: Cleanup): Promise<ThrowawayPostgres> {
    const dir = tempDir('pg');
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
    const server = new ThrowawayPostgres(await freePort(), dir);
    cleanup.add('remove PostgreSQL directory', () => fs.rmSync(dir, { recursive: true, force: true }));
    const [cmd, args] = asPostgres(binary('initdb'), [
      '-D',
      server.dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    runSync(cmd, args);
    cleanup.add('stop PostgreSQL', async () => {
      server.thawIfFrozen();
      await server.stop('immediate', { ignoreErrors: true });
    });
    await server.start();
    return server;
  }

  /** A connection string for a database of this server. */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** Asynchronous, so that load generated meanwhile is not frozen. */
  async start(): Promise<void> {
    const [cmd, args] = asPostgres(binary('pg_ctl'), [
      '-D',
      this.dataDir,
      '-l',
      path.join(this.dir, 'postgres.log'),
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=60`,
      '-w',
      '-t',
      '30',
      'start',
    ]);
    await run(cmd, args);
  }

  /** fast: disconnects clients and shuts down cleanly; immediate: like a crash (recovery at next start). */
  async stop(mode: 'fast' | 'immediate' = 'fast', opts: { ignoreErrors?: boolean } = {}): Promise<void> {
    const [cmd, args] = asPostgres(binary('pg_ctl'), [
      '-D',
      this.dataDir,
      '-m',
      mode,
      '-w',
      '-t',
      '30',
      'stop',
    ]);
    try {
      await run(cmd, args);
    } catch (err) {
      if (!opts.ignoreErrors) throw err;
    }
  }

  /**
   * Freezes the server (SIGSTOP to the postmaster and every backend): connections stay open and
   * nothing answers — a hung disk or a network partition as the app sees it. `thaw` resumes it.
   */
  freeze(): number[] {
    const pids = this.processIds();
    for (const pid of pids) process.kill(pid, 'SIGSTOP');
    return pids;
  }

  thaw(pids: number[] = this.processIds()): void {
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // gone
      }
    }
  }

  /** A frozen server cannot be stopped: resume it first (no-op when it is not running). */
  thawIfFrozen(): void {
    try {
      this.thaw();
    } catch {
      // not running
    }
  }

  /** The postmaster and its children (only this cluster's: read from its own pid file). */
  private processIds(): number[] {
    const postmaster = Number(
      fs.readFileSync(path.join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    // ps exits 1 when there are no children.
    const children = (
      spawnSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' }).stdout ?? ''
    )
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
    return [postmaster, ...children];
  }

  async createDatabase(name: string): Promise<string> {
    const client = new pg.Client({ connectionString: this.url() });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE "${name}"`);
    } finally {
      await client.end();
    }
    return this.url(name);
  }

  /** Runs one query on a database of this server (for checks made behind the API's back). */
  async query<T extends pg.QueryResultRow>(
    database: string,
    text: string,
    values: unknown[] = [],
  ): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.url(database) });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }
}
