import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A temporary directory, removed by `cleanup` (registered by the caller). */
export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `arogya-faults-${prefix}-`));
}

/**
 * Everything a scenario started, stopped in reverse order when it ends — also when it fails — so no
 * server, database or directory outlives the run.
 */
export class Cleanup {
  private readonly steps: Array<{ label: string; run: () => Promise<void> | void }> = [];

  add(label: string, run: () => Promise<void> | void): void {
    this.steps.push({ label, run });
  }

  async runAll(): Promise<void> {
    for (const step of this.steps.reverse()) {
      try {
        await step.run();
      } catch (err) {
        console.error(`    cleanup "${step.label}" failed: ${(err as Error).message}`);
      }
    }
    this.steps.length = 0;
  }
}

/** Polls until `check` returns true or the time is up. */
export async function waitUntil(
  label: string,
  check: () => Promise<boolean> | boolean,
  { timeoutMs = 30_000, intervalMs = 200 } = {},
): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      if (await check()) return Date.now() - started;
    } catch {
      // not yet
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${label}`);
    await sleep(intervalMs);
  }
}

/** A child process whose output goes to a log file; `exited` resolves with its code or signal. */
export interface Child {
  process: ChildProcess;
  pid: number;
  logFile: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last lines of its log, for a failure message. */
  tail(lines?: number): string;
}

export function spawnLogged(
  command: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; logFile: string; cwd?: string },
): Child {
  const out = fs.openSync(opts.logFile, 'a');
  const child = spawn(command, args, {
    cwd: opts.cwd ?? ROOT,
    env: opts.env ?? process.env,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  if (!child.pid) throw new Error(`could not start ${command}`);
  return {
    process: child,
    pid: child.pid,
    logFile: opts.logFile,
    exited,
    tail(lines = 15) {
      try {
        return fs.readFileSync(opts.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
      } catch {
        return '(no log)';
      }
    },
  };
}

/** Runs a command to completion; throws with its output when it fails. */
export function runSync(command: string, args: string[], opts: { cwd?: string } = {}): string {
  const result = spawnSync(command, args, { cwd: opts.cwd ?? ROOT, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`,
    );
  }
  return result.stdout;
}

/** Ends a child we started (and only it), waiting for it to go. */
export async function stopChild(
  child: Child,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 10_000,
): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill(signal);
  const timer = setTimeout(() => child.process.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}
