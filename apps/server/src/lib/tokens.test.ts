import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fixedClock } from './clock';
import { bearerToken, createTokenService } from './tokens';

const b64url = (v: object | string) =>
  Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

describe('session tokens', () => {
  const clock = fixedClock('2026-11-21T10:00:00Z');
  const tokens = createTokenService('secret-one-secret-one-secret-one-xx', () => clock.now());
  const claims = {
    sub: '5f0e7a8e-6f0b-4a55-9d1c-3c7b2b1e9d10',
    role: 'patient',
    ver: 3,
    sid: '0b8f4c7e-1d2a-4e3b-9c5d-6e7f8a9b0c1d',
  };
  /** A token signed with the service's own key, with whatever payload the test chooses. */
  const forge = (payload: object) => {
    const header = b64url({ alg: 'HS256', typ: 'JWT' });
    const body = b64url(payload);
    const key = createHash('sha256').update('session-token:secret-one-secret-one-secret-one-xx').digest();
    const sig = createHmac('sha256', key).update(`${header}.${body}`).digest('base64url');
    return `${header}.${body}.${sig}`;
  };

  it('round-trips its own tokens', async () => {
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a token signed with another secret', async () => {
    const other = createTokenService('another-secret-another-secret-xxxx', () => clock.now());
    expect(await tokens.verify(await other.sign(claims))).toBeNull();
  });

  it('refuses an expired token', async () => {
    const token = await tokens.sign(claims, 60);
    clock.advance(61_000);
    expect(await tokens.verify(token)).toBeNull();
    clock.set('2026-11-21T10:00:00Z');
  });

  it('refuses alg:none and tampered payloads', async () => {
    const now = Math.floor(clock.now().getTime() / 1000);
    const payload = {
      sub: claims.sub,
      role: 'admin',
      ver: 3,
      iss: 'arogya',
      aud: 'arogya-api',
      iat: now,
      exp: now + 60,
    };
    const unsigned = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`;
    expect(await tokens.verify(unsigned)).toBeNull();

    const real = await tokens.sign(claims);
    const [h, , s] = real.split('.');
    expect(await tokens.verify(`${h}.${b64url(payload)}.${s}`)).toBeNull();
  });

  it('refuses HS512 even with the right key material', async () => {
    const now = Math.floor(clock.now().getTime() / 1000);
    const header = b64url({ alg: 'HS512', typ: 'JWT' });
    const body = b64url({ ...claims, iss: 'arogya', aud: 'arogya-api', iat: now, exp: now + 60 });
    const sig = createHmac('sha512', 'secret-one-secret-one-secret-one-xx')
      .update(`${header}.${body}`)
      .digest('base64url');
    expect(await tokens.verify(`${header}.${body}.${sig}`)).toBeNull();
  });

  it('refuses a correctly signed token without an expiry', async () => {
    const iat = Math.floor(clock.now().getTime() / 1000);
    const base = { ...claims, iss: 'arogya', aud: 'arogya-api', iat };
    // The forging helper is right: the same payload with an expiry passes.
    expect(await tokens.verify(forge({ ...base, exp: iat + 60 }))).toEqual(claims);
    expect(await tokens.verify(forge(base))).toBeNull();
  });

  it('refuses a token that names no session', async () => {
    const iat = Math.floor(clock.now().getTime() / 1000);
    const { sid: _sid, ...withoutSession } = claims;
    expect(
      await tokens.verify(forge({ ...withoutSession, iss: 'arogya', aud: 'arogya-api', iat, exp: iat + 60 })),
    ).toBeNull();
  });

  it('refuses garbage', async () => {
    for (const t of ['', 'abc', 'a.b.c', '....', 'eyJhbGciOiJIUzI1NiJ9.e30.']) {
      expect(await tokens.verify(t)).toBeNull();
    }
  });
});

describe('bearerToken', () => {
  it('reads a bearer header and nothing else', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken('Bearer ')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
