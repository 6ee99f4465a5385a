import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  registerResponseSchema,
  registerSchema,
  resetPasswordParamsSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  twoFactorLoginSchema,
} from '@arogya/contract/schemas/auth';
import { errorSchema, msgSchema } from '@arogya/contract/schemas/common';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireSessionId, requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { createMailer } from '../mail/mail.service';
import { createAuthService } from './auth.service';
import { authRateLimit } from './rate-limits';

const tags = ['auth'];
const security = [{ bearerAuth: [] }];

/** What a session keeps about the client that signed in. */
const clientMeta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** /auth/*: registration, sign-in (and its two-factor step), the current user, forgot and reset password. */
export function registerAuthRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'clock' | 'sessions' | 'jobs' | 'config' | 'log'>,
): void {
  if (ctx.config.env === 'production' && !ctx.config.smtpUrl) {
    ctx.log.warn(
      'SMTP_URL is not set: e-mails (password resets) stay in the email_outbox table and are not delivered',
    );
  }
  const auth = createAuthService({
    db: ctx.db,
    clock: ctx.clock,
    sessions: ctx.sessions,
    jobs: ctx.jobs,
    mailer: createMailer({ db: ctx.db, jobs: ctx.jobs, clock: ctx.clock }),
    config: ctx.config,
  });

  app.post(
    '/auth/register',
    {
      config: { access: 'public', rateLimit: authRateLimit('register', ctx.config) },
      schema: {
        tags,
        summary: 'Create an account (patient, doctor, nurse, technician or ambulance driver)',
        description:
          'Doctors, nurses and patients get a session at once. Technicians and drivers get no token: `pendingApproval` is true until an admin approves them.',
        body: registerSchema,
        response: { 201: registerResponseSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const result = await auth.register(request.body, clientMeta(request));
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public', rateLimit: authRateLimit('login', ctx.config) },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          'Either a session, or `twoFactorRequired` with the `userId` for POST /auth/2fa/login (valid for 5 minutes).',
        body: loginSchema,
        response: { 200: loginResponseSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request) => auth.login(request.body, clientMeta(request)),
  );

  app.post(
    '/auth/2fa/login',
    {
      config: { access: 'public', rateLimit: authRateLimit('twoFactorLogin', ctx.config) },
      schema: {
        tags,
        summary: 'Second step of a two-factor sign-in: a code from the authenticator app, or a recovery code',
        description:
          'Send `token` (a 6-digit code) or `recoveryCode` (one of the ten codes handed out when two-factor was turned on; each works once).',
        body: twoFactorLoginSchema,
        response: { 200: sessionResponseSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request) => auth.loginWithTwoFactor(request.body, clientMeta(request)),
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: sessionUserSchema, 401: errorSchema },
      },
    },
    async (request) => auth.me(requireUser(request).id),
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Sign out: this token stops working at once, and its live connections close',
        security,
        response: { 200: msgSchema, 401: errorSchema },
      },
    },
    async (request) => auth.logout(requireSessionId(request)),
  );

  app.put(
    '/auth/password',
    {
      config: { access: 'auth', rateLimit: authRateLimit('changePassword', ctx.config) },
      schema: {
        tags,
        summary: 'Change the password of the signed-in account',
        description:
          'Needs the current password (400 when it is wrong; wrong guesses count toward the sign-in throttle). The new one follows the registration policy. This session stays with the same token; every other session ends.',
        security,
        body: changePasswordSchema,
        response: { 200: msgSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) =>
      auth.changePassword(requireUser(request), requireSessionId(request), request.body, clientMeta(request)),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public', rateLimit: authRateLimit('forgotPassword', ctx.config) },
      schema: {
        tags,
        summary: 'E-mail a password-reset link',
        description: 'Always the same answer, whether or not an account has this e-mail.',
        body: forgotPasswordSchema,
        response: { 200: msgSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => auth.requestPasswordReset({ email: request.body.email, ip: request.ip }),
  );

  app.post(
    '/auth/reset-password/:token',
    {
      config: { access: 'public', rateLimit: authRateLimit('resetPassword', ctx.config) },
      schema: {
        tags,
        summary: 'Choose a new password with the link from the e-mail',
        description: 'The link works once, for one hour. Every session of the account ends.',
        params: resetPasswordParamsSchema,
        body: resetPasswordSchema,
        response: { 200: msgSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => auth.resetPassword(request.params.token, request.body.password, { ip: request.ip }),
  );
}
