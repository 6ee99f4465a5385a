import http from 'node:http';

/** What one request came to: an answer, or the network error that replaced it. */
export interface Outcome {
  status: number | null;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** ECONNREFUSED, ECONNRESET, TIMEOUT… when there was no answer. */
  error: string | null;
  startedAt: number;
  ms: number;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
  agent?: http.Agent;
}

/** One HTTP request on loopback, never throwing: failures are outcomes too. */
export function request(url: string, opts: RequestOptions = {}): Promise<Outcome> {
  const startedAt = Date.now();
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<Outcome, 'startedAt' | 'ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...outcome, startedAt, ms: Date.now() - startedAt });
    };
    const req = http.request(
      url,
      {
        method: opts.method ?? 'GET',
        agent: opts.agent ?? false,
        headers: {
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          finish({
            status: res.statusCode ?? null,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            error: null,
          }),
        );
        res.on('error', (err: NodeJS.ErrnoException) =>
          finish({ status: null, headers: {}, body: '', error: err.code ?? err.message }),
        );
      },
    );
    req.setTimeout(opts.timeoutMs ?? 15_000, () => {
      req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' }));
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      finish({ status: null, headers: {}, body: '', error: err.code ?? err.message }),
    );
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

export const get = (url: string, opts: Omit<RequestOptions, 'method' | 'body'> = {}) => request(url, opts);
export const post = (url: string, body: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  request(url, { ...opts, method: 'POST', body });

export function json<T = Record<string, unknown>>(outcome: Outcome): T | null {
  try {
    return JSON.parse(outcome.body) as T;
  } catch {
    return null;
  }
}

/** Is this body the API's error shape? */
export function isErrorShape(outcome: Outcome): boolean {
  const body = json<{ message?: unknown; msg?: unknown; code?: unknown; requestId?: unknown }>(outcome);
  return (
    !!body &&
    typeof body.message === 'string' &&
    body.message.length > 0 &&
    body.msg === body.message &&
    typeof body.code === 'string' &&
    typeof body.requestId === 'string'
  );
}

/** Signs in through the API and returns the bearer header. */
export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const res = await post(`${baseUrl}/api/auth/login`, { email, password });
  const token = json<{ token?: string }>(res)?.token;
  if (res.status !== 200 || !token) throw new Error(`sign-in as ${email} failed: ${res.status} ${res.body}`);
  return { authorization: `Bearer ${token}` };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Counts by a key, for "200×12 503×40" figures. */
export function tally(values: Array<string | number>): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `${k}×${n}`)
    .join(' ');
}
