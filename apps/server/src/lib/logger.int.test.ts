import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/harness';
import { loggerOptions } from './logger';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** The app's logger options on a stream the test reads. */
function capturingLogger() {
  const lines: string[] = [];
  const log = pino(loggerOptions('info'), { write: (line: string) => void lines.push(line) });
  return { log, lines };
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('the query was expected to fail');
}

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`a failed query logs no values (${backend})`, () => {
  it('a constraint violation: neither the parameters (hash, e-mail) nor the key in the detail', async () => {
    const marker = `marker-${Date.now().toString(36)}`;
    // Raw SQL through the handle: lib/ holds no tables, so the test does not import the schema.
    const [email, name, passwordHash] = [
      `${marker}@example.com`,
      `Name ${marker}`,
      `$argon2id$v=19$${marker}`,
    ];
    const insert = sql`insert into users (email, name, password_hash, role)
      values (${email}, ${name}, ${passwordHash}, 'patient')`;
    await database.db.execute(insert);
    const err = await failure(() => database.db.execute(insert));
    // The error itself does carry the values: what matters is what reaches the log.
    expect(JSON.stringify({ m: (err as Error).message, c: String((err as Error).cause) })).toContain(marker);

    const { log, lines } = capturingLogger();
    log.error({ err }, 'unhandled error');
    log.warn({ err: { message: (err as Error).message } }, 'database unavailable');
    const text = lines.join('\n');
    expect(text).not.toContain(marker);
    const [first] = lines.map((l) => JSON.parse(l) as { err: Record<string, unknown> });
    // What helps to debug stays: the kind of failure, the SQLSTATE and the constraint.
    expect(first?.err.message).toMatch(/^Failed query/);
    expect(first?.err.cause).toMatchObject({ code: '23505', constraint: expect.stringContaining('email') });
    expect(String(first?.err.stack)).toMatch(/\n\s+at /);
  });

  it('a value quoted in the database message (invalid input syntax) and symptom text in parameters', async () => {
    const marker = `fever-${Date.now().toString(36)}`;
    const err = await failure(() =>
      database.db.execute(sql`select ${marker}::uuid, ${`${marker} chest pain`}`),
    );
    const { log, lines } = capturingLogger();
    log.error({ err }, 'unhandled error');
    expect(lines.join('\n')).not.toContain(marker);
    expect(JSON.parse(lines[0] ?? '{}').err.cause).toMatchObject({ code: '22P02' });
  });
});
