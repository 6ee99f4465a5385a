import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { type Child, type Cleanup, freePort, spawnLogged, stopChild, tempDir, waitUntil } from './processes';

const REDIS_SERVER = fs.existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : 'redis-server';

/** A Redis of our own on a free loopback port, without persistence; stopped and started again at will. */
export class ThrowawayRedis {
  readonly port: number;
  private readonly dir: string;
  private child: Child | null = null;

  private constructor(port: number, dir: string) {
    this.port = port;
    this.dir = dir;
  }

  static async create(cleanup: Cleanup): Promise<ThrowawayRedis> {
    const dir = tempDir('redis');
    const redis = new ThrowawayRedis(await freePort(), dir);
    cleanup.add('remove Redis directory', () => fs.rmSync(dir, { recursive: true, force: true }));
    cleanup.add('stop Redis', () => redis.stop());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawnLogged(
      REDIS_SERVER,
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        this.dir,
      ],
      { logFile: path.join(this.dir, 'redis.log') },
    );
    await waitUntil('Redis to accept connections', () => ping(this.port), { timeoutMs: 10_000 });
  }

  async stop(): Promise<void> {
    if (this.child) await stopChild(this.child, 'SIGTERM');
    this.child = null;
  }
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(1_000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
