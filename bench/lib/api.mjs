// The benchmarks' HTTP client and database reset: one way to call the API and to start from an empty database.
import pg from 'pg';

/**
 * One API call: JSON in (with a bearer token when given), the status and the body out (parsed when it is
 * JSON, else the text), with `ms`, the time from sending to the whole body.
 */
export async function api(base, method, pathName, { token, body } = {}) {
  const started = performance.now();
  const res = await fetch(`${base}/api${pathName}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, body: json, ms: performance.now() - started };
}

/** Drops and creates the database `databaseUrl` names (through the server's `postgres` database). */
export async function recreateDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href,
  });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}
