import { createHash, randomBytes } from 'node:crypto';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/types';
import type { Clock } from '../../lib/clock';
import { createFieldCrypto, type FieldCrypto } from '../../lib/crypto';
import { ValidationError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import type { Mailer } from '../mail/mail.service';
import {
  countResetTokensSince,
  deleteTwoFactorChallenge,
  findLiveResetToken,
  findUserByEmail,
  findUserById,
  insertResetToken,
  lockUserById,
  setPassword,
  spendOpenResetTokens,
  spendResetToken,
} from './auth.repo';
import { createLoginThrottle } from './login-throttle';
import { passwordProblem } from './password-policy';
import { hashPassword } from './passwords';
import type { SessionService } from './sessions';

/** The queue that turns a "forgot password" request into a token and an e-mail. */
export const PASSWORD_RESET_REQUEST_QUEUE = 'password-reset-request';
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Reset e-mails per account per hour; beyond it requests are answered the same but send nothing. */
export const RESET_EMAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

export interface PasswordResetRequest {
  email: string;
  ip: string | null;
}

export interface PasswordResetDeps {
  db: Database;
  clock: Clock;
  jobs: Pick<JobQueue, 'send'>;
  mailer: Mailer;
  /** Needed to reset (it ends every session); the request job, which only e-mails, has none. */
  sessions?: SessionService;
  config: Pick<AppConfig, 'appSecret' | 'publicUrl'>;
  crypto?: FieldCrypto;
}

/** Reset tokens are stored as their SHA-256 (hex) only; the token itself exists once, in the e-mail. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Forgot and reset password.
 *
 * A request only enqueues a job carrying the e-mail address: whether an account exists, whether the
 * hourly cap is reached, and SMTP never change what the request does or how long it takes. The job
 * creates the token and writes the e-mail, in one transaction.
 */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const { db, clock } = deps;
  const crypto = deps.crypto ?? createFieldCrypto(deps.config.appSecret);
  const throttle = createLoginThrottle({ db, clock, crypto });

  return {
    async requestPasswordReset(request: PasswordResetRequest): Promise<{ msg: string }> {
      await deps.jobs.send(PASSWORD_RESET_REQUEST_QUEUE, request, { tx: null });
      return { msg: MSG_AUTH.resetEmailSent };
    },

    /** The job's work. Returns what happened, for logs and tests; the requester is never told. */
    async processPasswordResetRequest(
      request: PasswordResetRequest,
    ): Promise<'sent' | 'no-account' | 'inactive' | 'capped'> {
      const candidate = await findUserByEmail(db, request.email);
      if (!candidate) return 'no-account';
      if (!candidate.isActive) return 'inactive';

      return db.transaction(async (tx) => {
        // One decision at a time per account, so two requests cannot both pass the hourly cap.
        const user = await lockUserById(tx, candidate.id);
        if (!user) return 'no-account' as const;
        const now = clock.now();
        const recent = await countResetTokensSince(tx, user.id, new Date(now.getTime() - HOUR_MS));
        const capped = recent >= RESET_EMAILS_PER_HOUR;
        await recordAudit(tx, {
          at: clock.now(),
          action: 'password.reset_requested',
          actorId: null,
          targetUserId: user.id,
          details: { emailed: !capped },
          ip: request.ip,
        });
        if (capped) return 'capped' as const;

        const token = randomBytes(32).toString('base64url');
        // Only the newest link works: older unused ones are spent.
        await spendOpenResetTokens(tx, user.id, now);
        await insertResetToken(tx, {
          userId: user.id,
          tokenHash: hashResetToken(token),
          expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
          createdAt: now,
        });
        const link = `${deps.config.publicUrl.replace(/\/+$/, '')}/reset-password/${token}`;
        await deps.mailer.send(
          {
            to: user.email,
            subject: 'Reset your Arogya password',
            text: [
              `Hello ${user.name},`,
              '',
              'We received a request to reset the password of your Arogya account. Open this link to choose a new one:',
              '',
              link,
              '',
              'The link works once, for one hour. If you did not ask for this, ignore this e-mail: your password stays as it is.',
              '',
              '— Arogya',
            ].join('\n'),
          },
          { tx },
        );
        return 'sent' as const;
      });
    },

    async resetPassword(
      token: string,
      password: string,
      meta: { ip: string | null },
    ): Promise<{ msg: string }> {
      const { sessions } = deps;
      if (!sessions) throw new Error('resetPassword needs the session service');
      const invalid = () => new ValidationError(MSG_AUTH.resetLinkInvalid);
      const tokenHash = hashResetToken(token);
      // Read first, without spending: a refused password (too common) must leave the link usable.
      const live = await findLiveResetToken(db, tokenHash, clock.now());
      if (!live) throw invalid();
      const owner = await findUserById(db, live.userId);
      if (!owner) throw invalid();
      const problem = passwordProblem(password, { email: owner.email, name: owner.name });
      if (problem) throw new ValidationError(problem, [{ path: 'body.password', message: problem }]);

      const passwordHash = await hashPassword(password);
      // Every session ends, the one this browser may hold included: whoever had the old password may
      // hold one too. Two-factor stays as it was — the e-mail proves the address, not the phone.
      const userId = await db.transaction(async (tx) => {
        const now = clock.now();
        const spent = await spendResetToken(tx, tokenHash, now);
        if (!spent) throw invalid();
        await setPassword(tx, spent.userId, passwordHash, now);
        await sessions.endAllOf(spent.userId, { tx });
        await spendOpenResetTokens(tx, spent.userId, now);
        await deleteTwoFactorChallenge(tx, spent.userId);
        // The owner is back in: whatever a stranger did to the sign-in throttle is forgotten.
        await throttle.clear(owner.email, tx);
        await recordAudit(tx, {
          at: clock.now(),
          action: 'password.reset',
          actorId: spent.userId,
          targetUserId: spent.userId,
          ip: meta.ip,
        });
        return spent.userId;
      });
      sessions.disconnect(userId);
      return { msg: MSG_AUTH.resetSuccess };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
