import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface RedisFanout {
  adapter: ReturnType<typeof createAdapter>;
  /** Resolves once both clients are connected and the adapter's subscriptions are confirmed. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Methods the adapter calls without handling a rejection; see `guard`. */
const GUARDED = new Set(['publish', 'subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe']);

const ERROR_LOG_INTERVAL_MS = 60_000;

/**
 * `@socket.io/redis-adapter` over two ioredis clients (publish, subscribe), built so that Redis
 * being down never takes the process with it:
 * - both clients have an 'error' listener (an EventEmitter error without one is a crash), and log
 *   an outage once per minute instead of once per reconnect attempt;
 * - the adapter publishes without catching; the publisher fails fast while disconnected (no
 *   offline queue, so memory does not grow) and each rejection is caught and logged here. Local
 *   sockets still get every event; only other nodes miss it until Redis is back;
 * - the subscriber keeps its subscribe commands queued until Redis answers, and ioredis
 *   resubscribes after every reconnect.
 */
export function createRedisFanout(
  url: string,
  opts: { keyPrefix: string; log: FastifyBaseLogger },
): RedisFanout {
  const log = opts.log.child({ component: 'realtime-redis' });
  const common = {
    // Keep retrying forever, at most every 5 s: Redis coming back must heal the fan-out on its own.
    retryStrategy: (times: number) => Math.min(times * 200, 5_000),
  };
  const pub = new Redis(url, { ...common, connectionName: 'arogya-realtime-pub', enableOfflineQueue: false });
  const sub = new Redis(url, {
    ...common,
    connectionName: 'arogya-realtime-sub',
    maxRetriesPerRequest: null,
  });
  watch(pub, 'publisher', log);
  watch(sub, 'subscriber', log);

  const subscriptions: Promise<unknown>[] = [];
  const adapter = createAdapter(guard(pub, log), guard(sub, log, subscriptions), {
    key: `${opts.keyPrefix}:socket.io`,
  });

  let closed = false;
  return {
    adapter,
    async ready() {
      await Promise.all([whenReady(pub), whenReady(sub)]);
      await Promise.all(subscriptions);
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([pub, sub].map((client) => end(client)));
    },
  };
}

/**
 * Wraps a client so that the promise of every command the adapter fires and forgets is caught:
 * an unhandled rejection would end the process. `captured` collects the subscribe promises so
 * `ready()` can wait for them.
 */
function guard(client: Redis, log: FastifyBaseLogger, captured?: Promise<unknown>[]): Redis {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !GUARDED.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = Reflect.apply(value, target, args);
        if (!(result instanceof Promise)) return result;
        const safe = result.catch((err: unknown) => {
          log.debug({ err, command: property }, 'redis command failed; cross-node fan-out skipped');
          return undefined;
        });
        if (captured && (property === 'subscribe' || property === 'psubscribe')) captured.push(result);
        return safe;
      };
    },
  });
}

function watch(client: Redis, role: string, log: FastifyBaseLogger): void {
  let lastLogged = 0;
  let down = false;
  client.on('error', (err: Error) => {
    const now = Date.now();
    if (!down || now - lastLogged >= ERROR_LOG_INTERVAL_MS) {
      log.error({ err, role }, 'redis unavailable: realtime events reach only this node until it is back');
      lastLogged = now;
    }
    down = true;
  });
  client.on('ready', () => {
    if (down) log.info({ role }, 'redis reconnected: cross-node realtime restored');
    down = false;
  });
}

function whenReady(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => client.once('ready', () => resolve()));
}

async function end(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    try {
      await client.quit();
      return;
    } catch {
      // fall through: drop the connection
    }
  }
  client.disconnect();
}
