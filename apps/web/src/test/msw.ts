import { File as NodeFile } from 'node:buffer';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';

/**
 * The network of component tests: every `fetch` goes through Mock Service Worker's interceptor, to the
 * handlers a test installs (`server.use(...)`, or `stubApi`). A request no handler answers fails the
 * test (`onUnhandledRequest: 'error'`, set up in setup.ts): nothing reaches a real network.
 */
export const server = setupServer();

/**
 * A JSON answer whose body is first parsed by the contract's response schema, so a test can only
 * answer what the server could: a field the contract does not have, or a wrong type, fails the test
 * where the body is built instead of passing a shape the app would never receive.
 */
export function contractJson<S extends z.ZodType>(schema: S, body: z.input<S>, status = 200): Response {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    // Inside a handler the throw only fails the request (the app sees a network failure, which a test of
    // a failure path could mistake for its case), so the refusal is also kept for the test to fail on.
    refusedAnswers.push(parsed.error);
    throw parsed.error;
  }
  return HttpResponse.json(parsed.data as never, { status });
}

const refusedAnswers: Error[] = [];

/** The answers the contract refused since the last call (setup.ts fails the test on any). */
export function takeRefusedAnswers(): Error[] {
  return refusedAnswers.splice(0);
}

/**
 * Node's `fetch` (which MSW intercepts) does not know jsdom's `FormData` and `File`: it would send a
 * page's upload as a file named "blob". This hands it the same form in Node's own classes, so the
 * handlers receive what a browser would send: field names, file names, types and bytes.
 */
export async function installFormDataBridge(): Promise<void> {
  const probe = new Response('--x--\r\n', { headers: { 'content-type': 'multipart/form-data; boundary=x' } });
  const NodeFormData = (await probe.formData()).constructor as typeof FormData;
  const interceptedFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    if (!(init?.body instanceof FormData)) return interceptedFetch(input, init);
    const form = new NodeFormData();
    for (const [name, value] of init.body.entries()) {
      if (typeof value === 'string') form.append(name, value);
      else {
        const bytes = new Uint8Array(await value.arrayBuffer());
        form.append(name, new NodeFile([bytes], value.name, { type: value.type }) as unknown as File);
      }
    }
    return interceptedFetch(input, { ...init, body: form });
  };
}
