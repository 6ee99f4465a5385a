import { MSG_TWO_FACTOR } from '@arogya/contract/messages/two-factor';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { createFieldCrypto, type FieldCrypto } from '../../lib/crypto';
import { ConflictError, UnauthorizedError, ValidationError } from '../../lib/errors';
import type { TokenService } from '../../lib/tokens';
import {
  claimTwoFactorStep,
  deleteTwoFactorChallenge,
  disableTwoFactor,
  enableTwoFactor,
  findUserById,
  setPendingTwoFactorSecret,
} from './auth.repo';
import { createLoginThrottle } from './login-throttle';
import { verifyPassword } from './passwords';
import { matchTotp, newTotpSecret, totpEnrolment } from './totp';

export interface TwoFactorServiceDeps {
  db: Database;
  clock: Clock;
  tokens: TokenService;
  config: Pick<AppConfig, 'appSecret'>;
  crypto?: FieldCrypto;
}

/**
 * Two-factor setup, enabling and disabling for the signed-in account (TOTP, RFC 6238).
 *
 * Secrets are stored encrypted (AES-256-GCM). Setup writes a pending secret and never touches an
 * active one; verify promotes the pending secret; disable needs a current code or the password.
 * Enabling and disabling move the account's token version on — every other session ends — and
 * return a fresh token for the device that made the change, so its tab stays signed in.
 */
export function createTwoFactorService(deps: TwoFactorServiceDeps) {
  const { db, clock, tokens } = deps;
  const crypto = deps.crypto ?? createFieldCrypto(deps.config.appSecret);
  const throttle = createLoginThrottle({ db, clock, crypto });

  const load = async (userId: string) => {
    const user = await findUserById(db, userId);
    if (!user?.isActive) throw new UnauthorizedError();
    return user;
  };
  const freshToken = (user: { id: string; role: string }, tokenVersion: number) =>
    tokens.sign({ sub: user.id, role: user.role, ver: tokenVersion });

  return {
    async setup(userId: string): Promise<{ qrCodeUrl: string; secret: string; otpauthUrl: string }> {
      const user = await load(userId);
      if (user.twoFactorEnabled) throw new ConflictError(MSG_TWO_FACTOR.alreadyEnabled);
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
      code: string,
      meta: { ip: string | null },
    ): Promise<{ msg: string; token: string }> {
      const user = await load(userId);
      if (user.twoFactorEnabled) throw new ConflictError(MSG_TWO_FACTOR.alreadyEnabled);
      const pending = user.twoFactorPendingSecretEnc;
      if (!pending) throw new ValidationError(MSG_TWO_FACTOR.notSetUp);

      const now = clock.now();
      const step = await matchTotp(crypto.decrypt('totp-secret', pending), code, now);
      if (step === null) throw new ValidationError(MSG_TWO_FACTOR.invalidToken);

      const tokenVersion = await db.transaction(async (tx) => {
        const version = await enableTwoFactor(tx, user.id, pending, step, now);
        if (version === null) return null;
        await recordAudit(tx, {
          action: 'two_factor.enabled',
          actorId: user.id,
          targetUserId: user.id,
          ip: meta.ip,
        });
        return version;
      });
      // The code was already used (replay), or another setup replaced the pending secret meanwhile.
      if (tokenVersion === null) throw new ValidationError(MSG_TWO_FACTOR.invalidToken);
      return { msg: MSG_TWO_FACTOR.enabled, token: await freshToken(user, tokenVersion) };
    },

    async disable(
      userId: string,
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
        if (!(await verifyPassword(user.passwordHash, proof.password))) {
          await throttle.fail(user.email);
          throw new ValidationError(MSG_TWO_FACTOR.wrongPassword);
        }
      } else {
        throw new ValidationError(MSG_TWO_FACTOR.codeOrPasswordRequired);
      }

      const tokenVersion = await db.transaction(async (tx) => {
        const version = await disableTwoFactor(tx, user.id, clock.now());
        if (version === null) return null;
        await deleteTwoFactorChallenge(tx, user.id);
        await recordAudit(tx, {
          action: 'two_factor.disabled',
          actorId: user.id,
          targetUserId: user.id,
          details: { proof: proof.token !== undefined ? 'code' : 'password' },
          ip: meta.ip,
        });
        return version;
      });
      if (tokenVersion === null) throw new ValidationError(MSG_TWO_FACTOR.notEnabled);
      return { msg: MSG_TWO_FACTOR.disabled, token: await freshToken(user, tokenVersion) };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
