import {
  twoFactorChangeResponseSchema,
  twoFactorDisableSchema,
  twoFactorSetupResponseSchema,
  twoFactorVerifyResponseSchema,
  twoFactorVerifySchema,
} from '@arogya/contract/schemas/auth';
import { errorSchema } from '@arogya/contract/schemas/common';
import type { AppContext } from '../../context';
import { requireSessionId, requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { authRateLimit } from './rate-limits';
import { createTwoFactorService } from './two-factor.service';

const tags = ['two-factor'];
const security = [{ bearerAuth: [] }];

/** /twofactor/*: set up, enable and disable two-factor sign-in for the signed-in account. */
export function registerTwoFactorRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'clock' | 'sessions' | 'config'>,
): void {
  const twoFactor = createTwoFactorService({
    db: ctx.db,
    clock: ctx.clock,
    sessions: ctx.sessions,
    config: ctx.config,
  });
  const rateLimit = authRateLimit('twoFactorManage', ctx.config);

  app.post(
    '/twofactor/setup',
    {
      config: { access: 'auth', rateLimit },
      schema: {
        tags,
        security,
        summary: 'Start two-factor setup: a new secret, its otpauth:// URI and QR code',
        description:
          'Refused with 409 while two-factor is on: the active secret is never replaced by setup. Until verified, setup hands out the same pending secret again (a QR code already scanned keeps working).',
        response: { 200: twoFactorSetupResponseSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request) => twoFactor.setup(requireUser(request).id),
  );

  app.post(
    '/twofactor/verify',
    {
      config: { access: 'auth', rateLimit },
      schema: {
        tags,
        security,
        summary: 'Turn two-factor on with a code from the app and the account password',
        description:
          'Answers ten one-time `recoveryCodes` (shown once; stored hashed). Every other session of the account ends; this one stays and its token keeps working (`token` is another token of the same session).',
        body: twoFactorVerifySchema,
        response: {
          200: twoFactorVerifyResponseSchema,
          400: errorSchema,
          401: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) =>
      twoFactor.verify(
        requireUser(request).id,
        requireSessionId(request),
        { token: request.body.token, password: request.body.password },
        { ip: request.ip },
      ),
  );

  app.post(
    '/twofactor/disable',
    {
      config: { access: 'auth', rateLimit },
      schema: {
        tags,
        security,
        summary: 'Turn two-factor off with a current code or the password',
        description:
          'Every other session of the account ends; this one stays and its token keeps working (`token` is another token of the same session).',
        body: twoFactorDisableSchema,
        response: {
          200: twoFactorChangeResponseSchema,
          400: errorSchema,
          401: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) =>
      twoFactor.disable(
        requireUser(request).id,
        requireSessionId(request),
        { token: request.body.token, password: request.body.password },
        { ip: request.ip },
      ),
  );
}
