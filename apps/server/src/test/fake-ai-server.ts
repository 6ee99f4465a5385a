import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny OpenAI-compatible server on the loopback interface, for tests of the provider path. Each test
 * says how it should answer; it records what it was sent.
 */
export type FakeAiBehaviour =
  | { kind: 'answer'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'raw'; body: string }
  | { kind: 'hang' };

export interface FakeAiServer {
  /** The API root to configure as AI_BASE_URL. */
  baseUrl: string;
  behaviour: FakeAiBehaviour;
  requests: Array<{ url: string; headers: http.IncomingHttpHeaders; body: unknown }>;
  close(): Promise<void>;
}

export const completion = (content: string) =>
  JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });

export async function startFakeAiServer(): Promise<FakeAiServer> {
  const hanging = new Set<http.ServerResponse>();
  const fake: FakeAiServer = {
    baseUrl: '',
    behaviour: { kind: 'status', status: 500 },
    requests: [],
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => {
      data += chunk.toString('utf8');
    });
    req.on('end', () => {
      let body: unknown = data;
      try {
        body = JSON.parse(data);
      } catch {}
      fake.requests.push({ url: req.url ?? '', headers: req.headers, body });
      const b = fake.behaviour;
      if (b.kind === 'hang') {
        hanging.add(res);
        return;
      }
      if (b.kind === 'status') {
        res.writeHead(b.status, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(b.kind === 'answer' ? completion(b.content) : b.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  fake.close = async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
