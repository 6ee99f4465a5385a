import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS } from './client';
import { isDatabaseUnavailable } from './pg-errors';

/**
 * A PostgreSQL stand-in that completes the start-up handshake (AuthenticationOk, ReadyForQuery) and then
 * drops the connection at the first statement: a database that goes away while a client is checked out.
 */
function droppingServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let started = false;
    socket.on('data', () => {
      if (started) {
        socket.destroy();
        return;
      }
      started = true;
      const authOk = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]);
      const ready = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
      socket.write(Buffer.concat([authOk, ready]));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        url: `postgres://arogya:x@127.0.0.1:${port}/arogya`,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

let fake: Awaited<ReturnType<typeof droppingServer>>;
beforeAll(async () => {
  fake = await droppingServer();
});
afterAll(async () => {
  await fake?.close();
});

describe('node-postgres pool: a connection dropped while checked out', () => {
  it('fails the transaction as "database unavailable", keeps the process up, and discards the client', async () => {
    const database = await openDatabase({ url: fake.url, poolMax: 2 });
    if (database.kind !== 'postgres') throw new Error('expected the node-postgres driver');
    try {
      for (let i = 0; i < 3; i++) {
        const err = await database.db
          .transaction(async (tx) => {
            await tx.execute(sql`select 1`);
          })
          .then(
            () => null,
            (e: unknown) => e,
          );
        expect(err).toBeInstanceOf(Error);
        expect(isDatabaseUnavailable(err), String(err)).toBe(true);
      }
      // A plain query on a fresh connection fails the same way, and no dead client is kept.
      await expect(database.db.execute(sql`select 1`)).rejects.toSatisfy(isDatabaseUnavailable);
      // The pool drops a dead client when it is released: wait for that, not for a while.
      if (database.pool.totalCount > 0) await new Promise((r) => database.pool.once('remove', r));
      expect(database.pool.totalCount).toBe(0);
    } finally {
      await database.close();
    }
  });
});

describe('node-postgres pool: a client checked out again and again', () => {
  it('guards each checkout without wrapping the client once more each time', async () => {
    // Every transaction checks a client out. A guard that wrapped `query` anew on each checkout nested
    // one call frame per checkout, and a busy server's long-lived clients ended in "Maximum call stack
    // size exceeded" (a 500) after some thousands of requests.
    const database = await openDatabase({ url: fake.url, poolMax: 1 });
    if (database.kind !== 'postgres') throw new Error('expected the node-postgres driver');
    try {
      const first = await database.pool.connect();
      const query = first.query;
      first.release();
      for (let i = 0; i < 5; i++) {
        const again = await database.pool.connect();
        const sameQuery = again.query === query;
        again.release();
        again.release(); // idempotent: the pool is not told twice
        expect(again).toBe(first);
        expect(sameQuery).toBe(true);
      }
      expect(database.pool.totalCount).toBe(1);
      expect(database.pool.idleCount).toBe(1);
    } finally {
      await database.close();
    }
  });
});

describe('the embedded database', () => {
  it('runs with its own buffer pool size and keeps the other start parameters', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      if (handle.kind !== 'pglite') throw new Error('expected PGlite');
      const setting = async (name: string) =>
        (await handle.pglite.query<{ setting: string }>(`select current_setting('${name}') as setting`))
          .rows[0]?.setting;
      expect(await setting('shared_buffers')).toBe(PGLITE_SHARED_BUFFERS);
      expect(await setting('search_path')).toBe('public');
      expect(await setting('max_parallel_workers_per_gather')).toBe('0');
    } finally {
      await handle.close();
    }
  });
});
