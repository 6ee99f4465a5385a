import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers';

/** What helmet's own middleware leaves on a real response, as lower-cased name → value. */
function setByHelmet(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  response.setHeader('x-powered-by', 'something');
  helmet(options)(response.req, response, () => {});
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([k, v]) => [k, String(v)]));
}

const asRecord = (headers: ReadonlyArray<readonly [string, string]>) =>
  Object.fromEntries(headers.map(([k, v]) => [k.toLowerCase(), v]));

describe('helmetHeaders', () => {
  it.each<[string, HelmetOptions]>([
    ['the defaults', {}],
    [
      'a policy without defaults, no HSTS, a referrer policy',
      {
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'], frameAncestors: ["'none'"] },
        },
        hsts: false,
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        crossOriginEmbedderPolicy: false,
      },
    ],
  ])('are the headers helmet sets, worked out once: %s', (_name, options) => {
    const once = asRecord(helmetHeaders(options));
    expect(once).toEqual(setByHelmet(options));
    expect(once['content-security-policy']).toContain("default-src 'self'");
    expect(once).not.toHaveProperty('x-powered-by');
  });

  it('refuses options helmet refuses', () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ['self'] } } }),
    ).toThrow();
  });
});
