import { createHash } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/**
 * What a session token says about its bearer. `sid` names its row in `sessions` (checked on every
 * request: revoking the row ends the token); `ver` is the account's token version, which a password
 * reset or deactivation moves on to end every session at once.
 */
export interface SessionClaims {
  sub: string;
  role: string;
  ver: number;
  sid: string;
}

const ISSUER = 'arogya';
const AUDIENCE = 'arogya-api';
/** The longest a session lives, however active (see docs/decisions: sessions). */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Signs and verifies session tokens (JWT, HS256 only). The key is derived from APP_SECRET with a
 * purpose label, so the same secret never signs two kinds of thing.
 */
export function createTokenService(appSecret: string, now: () => Date = () => new Date()) {
  const key = createHash('sha256').update(`session-token:${appSecret}`).digest();

  return {
    async sign(claims: SessionClaims, ttlSeconds = SESSION_TTL_SECONDS): Promise<string> {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ role: claims.role, ver: claims.ver, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },

    /**
     * Returns the claims, or null for any token that is malformed, expired, without an expiry,
     * forged or not HS256.
     */
    async verify(token: string): Promise<SessionClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now(),
          // A token without `exp` would never end on its own: refused, whoever signed it.
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.role !== 'string' ||
          typeof payload.ver !== 'number' ||
          typeof payload.sid !== 'string'
        ) {
          return null;
        }
        return { sub: payload.sub, role: payload.role, ver: payload.ver, sid: payload.sid };
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) return null;
        throw err;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/** Reads `Authorization: Bearer <token>`; anything else is no token. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9\-_.]+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
