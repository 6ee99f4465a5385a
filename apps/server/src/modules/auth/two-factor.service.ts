import { MSG_TWO_FACTOR } from '@arogya/contract/messages/two-factor';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createFieldCrypto, type FieldCrypto } from '../../lib/crypto';
import { ConflictError, UnauthorizedError, ValidationError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import {
  claimTwoFactorStep,
  deleteTwoFactorChallenge,
  disableTwoFactor,
  enableTwoFactor,
  findUserById,
  replaceRecoveryCodes,
  setPendingTwoFactorSecret,
} from './auth.repo';
import { createLoginThrottle } from './login-throttle';
import { verifyPassword } from './passwords';
import { newRecoveryCodes } from './recovery-codes';
import type { SessionService } from './sessions';
import { matchTotp, newTotpSecret, totpEnrolment } from './totp';

export interface TwoFactorServiceDeps {
  db: Database;
  clock: Clock;
  sessions: SessionService;
  config: Pick<AppConfig, 'appSecret'>;
  crypto?: FieldCrypto;
}

/**
 * Two-factor setup, enabling and disabling for the signed-in account (TOTP, RFC 6238).
 *
 * Secrets are stored encrypted (AES-256-GCM). Setup writes a pending secret (and hands the same one
 * out again until it is verified, so a QR code already scanned keeps working after a reload) and never
 * touches an active one; verify needs a code and the password, promotes the pending secret and hands
 * out ten recovery codes; disable needs a current code or the password. Whoever holds a session
 * alone can do neither. Enabling and disabling end every other session of the account; the session
 * that made the change stays, with the token it has (`token` in the answer is one more of its tokens).
 */
export function createTwoFactorService(deps: TwoFactorServiceDeps) {
  const { db, clock, sessions } = deps;
  const crypto = deps.crypto ?? createFieldCrypto(deps.config.appSecret);
  const throttle = createLoginThrottle({ db, clock, crypto });

  const load = async (userId: string) => {
    const user = await findUserById(db, userId);
    if (!user?.isActive) throw new UnauthorizedError();
    return user;
  };
  /** Throttled like a sign-in: whoever holds this session may be guessing. */
  const assertPassword = async (user: { email: string; passwordHash: string }, password: string) => {
    await throttle.assertOpen(user.email);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await throttle.fail(user.email);
      throw new ValidationError(MSG_TWO_FACTOR.wrongPassword, [
        { path: 'body.password', message: MSG_TWO_FACTOR.wrongPassword },
      ]);
    }
  };

  return {
    async setup(userId: string): Promise<{ qrCodeUrl: string; secret: string; otpauthUrl: string }> {
      const user = await load(userId);
      if (user.twoFactorEnabled) throw new ConflictError(MSG_TWO_FACTOR.alreadyEnabled);
      // A setup already under way shows the same secret again: the person may have scanned it.
      if (user.twoFactorPendingSecretEnc) {
        const pending = crypto.decrypt('totp-secret', user.twoFactorPendingSecretEnc);
        const { otpauthUrl, qrCodeUrl } = await totpEnrolment(pending, user.email);
        return { qrCodeUrl, secret: pending, otpauthUrl };
      }
      const secret = newTotpSecret();
      const stored = await setPendingTwoFactorSecret(
        db,
        user.id,
        crypto.encrypt('totp-secret', secret),
        clock.now(),
      );
      // Enabled by a parallel request between the read and the write: the active secret stays.
      if (!stored) throw new ConflictError(MSG_TWO_FACTOR.alreadyEnabled);
      const { otpauthUrl, qrCodeUrl } = await totpEnrolment(secret, user.email);
      return { qrCodeUrl, secret, otpauthUrl };
    },

    async verify(
      userId: string,
      sessionId: string,
      proof: { token: string; password: string },
      meta: { ip: string | null },
    ): Promise<{ msg: string; token: string; recoveryCodes: string[] }> {
      const user = await load(userId);
      if (user.twoFactorEnabled) throw new ConflictError(MSG_TWO_FACTOR.alreadyEnabled);
      const pending = user.twoFactorPendingSecretEnc;
      if (!pending) throw new ValidationError(MSG_TWO_FACTOR.notSetUp);
      await assertPassword(user, proof.password);

      const now = clock.now();
      const step = await matchTotp(crypto.decrypt('totp-secret', pending), proof.token, now);
      if (step === null) throw new ValidationError(MSG_TWO_FACTOR.invalidToken);

      const recovery = newRecoveryCodes(crypto, user.id);
      const enabled = await db.transaction(async (tx) => {
        if (!(await enableTwoFactor(tx, user.id, pending, step, now))) return false;
        await replaceRecoveryCodes(tx, user.id, recovery.hashes, now);
        await sessions.endAllOf(user.id, { exceptSessionId: sessionId, tx });
        await recordAudit(tx, {
          at: clock.now(),
          action: 'two_factor.enabled',
          actorId: user.id,
          targetUserId: user.id,
          ip: meta.ip,
        });
        return true;
      });
      // The code was already used (replay), or another setup replaced the pending secret meanwhile.
      if (!enabled) throw new ValidationError(MSG_TWO_FACTOR.invalidToken);
      sessions.disconnect(user.id, sessionId);
      await throttle.clear(user.email);
      return {
        msg: MSG_TWO_FACTOR.enabled,
        token: await sessions.reissue(user, sessionId),
        recoveryCodes: recovery.codes,
      };
    },

    async disable(
      userId: string,
      sessionId: string,
      proof: { token?: string | undefined; password?: string | undefined },
      meta: { ip: string | null },
    ): Promise<{ msg: string; token: string }> {
      const user = await load(userId);
      if (!user.twoFactorEnabled || !user.twoFactorSecretEnc)
        throw new ValidationError(MSG_TWO_FACTOR.notEnabled);

      // Whoever holds this session may be guessing: wrong codes and passwords here count toward the
      // account's sign-in throttle, and a locked account cannot be changed either.
      await throttle.assertOpen(user.email);
      if (proof.token !== undefined) {
        const step = await matchTotp(
          crypto.decrypt('totp-secret', user.twoFactorSecretEnc),
          proof.token,
          clock.now(),
        );
        if (step === null || !(await claimTwoFactorStep(db, user.id, step))) {
          await throttle.fail(user.email);
          throw new ValidationError(MSG_TWO_FACTOR.invalidToken);
        }
      } else if (proof.password !== undefined) {
        await assertPassword(user, proof.password);
      } else {
        throw new ValidationError(MSG_TWO_FACTOR.codeOrPasswordRequired);
      }

      const disabled = await db.transaction(async (tx) => {
        if (!(await disableTwoFactor(tx, user.id, clock.now()))) return false;
        await deleteTwoFactorChallenge(tx, user.id);
        await sessions.endAllOf(user.id, { exceptSessionId: sessionId, tx });
        await recordAudit(tx, {
          at: clock.now(),
          action: 'two_factor.disabled',
          actorId: user.id,
          targetUserId: user.id,
          details: { proof: proof.token !== undefined ? 'code' : 'password' },
          ip: meta.ip,
        });
        return true;
      });
      if (!disabled) throw new ValidationError(MSG_TWO_FACTOR.notEnabled);
      sessions.disconnect(user.id, sessionId);
      return { msg: MSG_TWO_FACTOR.disabled, token: await sessions.reissue(user, sessionId) };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
