import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { fill } from '@arogya/contract/messages/fill';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';

const MINUTE = 60_000;

/**
 * Per-address limits of the sign-in routes (requests per window, per client address; per account
 * for the signed-in two-factor routes). Multiplied by AUTH_RATE_LIMIT_SCALE (1 in production).
 */
export const AUTH_RATE_LIMITS = {
  login: { max: 10, windowMs: MINUTE },
  twoFactorLogin: { max: 10, windowMs: MINUTE },
  /** setup, verify and disable: keyed by the signed-in account. */
  twoFactorManage: { max: 10, windowMs: MINUTE },
  /** PUT /auth/password: keyed by the signed-in account. */
  changePassword: { max: 10, windowMs: 15 * MINUTE },
  forgotPassword: { max: 5, windowMs: 15 * MINUTE },
  resetPassword: { max: 10, windowMs: 15 * MINUTE },
  register: { max: 10, windowMs: 60 * MINUTE },
} as const;

export type AuthRateLimit = keyof typeof AUTH_RATE_LIMITS;

/** The route's `config.rateLimit`: its own counter, a clear 429 in the error shape, Retry-After. */
export function authRateLimit(
  kind: AuthRateLimit,
  config: Pick<AppConfig, 'authRateLimitScale'>,
): RateLimitOptions {
  const { max, windowMs } = AUTH_RATE_LIMITS[kind];
  const perAccount = kind === 'twoFactorManage' || kind === 'changePassword';
  return {
    max: Math.max(1, Math.round(max * config.authRateLimitScale)),
    timeWindow: windowMs,
    // Per account needs the session, resolved by the access check (a preHandler); per address can
    // refuse before the body is even parsed.
    hook: perAccount ? 'preHandler' : 'onRequest',
    ...(perAccount
      ? {
          keyGenerator: (request: FastifyRequest) =>
            request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
        }
      : {}),
    errorResponseBuilder: (_request, context) =>
      Object.assign(
        new Error(fill(MSG_AUTH.tooManyAttempts, { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) })),
        {
          statusCode: 429,
        },
      ),
  };
}
