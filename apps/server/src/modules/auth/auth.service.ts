import { PENDING_APPROVAL_ROLES, type Role } from '@arogya/contract/constants/auth';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import type { ChangePasswordPayload, RegisterPayload } from '@arogya/contract/schemas/auth';
import type { SessionUser } from '@arogya/contract/schemas/users';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { JobQueue } from '../../jobs/types';
import type { Clock } from '../../lib/clock';
import { createFieldCrypto, type FieldCrypto } from '../../lib/crypto';
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '../../lib/errors';
import { computeFraudFlags } from '../admin/fraud-flags';
import { recordAudit } from '../audit/audit.repo';
import type { Mailer } from '../mail/mail.service';
import { grantIfInactive } from '../privacy/consent.repo';
import { govIdColumns } from '../users/gov-id';
import { type ProfessionalProfileRow, toSessionUser, type UserRow } from '../users/user-view';
import {
  changePasswordHash,
  claimTwoFactorStep,
  deleteTwoFactorChallenge,
  emailExists,
  findProfile,
  findUserByEmail,
  findUserById,
  insertProfile,
  insertUser,
  openTwoFactorChallenge,
  reserveTwoFactorAttempt,
  spendRecoveryCode,
} from './auth.repo';
import { createLoginThrottle } from './login-throttle';
import { passwordProblem } from './password-policy';
import { createPasswordResetService } from './password-reset.service';
import { hashPassword, verifyAgainstDummy, verifyPassword, warmDummyHash } from './passwords';
import { recoveryCodeHash } from './recovery-codes';
import type { SessionService } from './sessions';
import { matchTotp } from './totp';

/** How long the second step of a two-factor login stays open after the password. */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes a challenge survives; the fifth burns it and the password must be given again. */
export const TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS = 5;

/** Roles that get a session at registration (DESIGN §6); technicians and drivers wait for approval. */
const NEEDS_APPROVAL_FIRST: readonly Role[] = PENDING_APPROVAL_ROLES;

export interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  sessions: SessionService;
  jobs: Pick<JobQueue, 'send'>;
  mailer: Mailer;
  config: Pick<AppConfig, 'appSecret' | 'publicUrl'>;
  crypto?: FieldCrypto;
}

export type RegisterResult = { token?: string; user: SessionUser; pendingApproval: boolean; msg: string };
export type LoginResult =
  | { token: string; user: SessionUser; msg: string }
  | { twoFactorRequired: true; userId: string; msg: string };
export type SessionResult = { token: string; user: SessionUser; msg: string };
/** What the request says about the client, kept with the session. */
export interface ClientMeta {
  ip: string | null;
  userAgent?: string | undefined;
}

/** Registration, sign-in (with the two-factor second step), the current user, forgot and reset password. */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, sessions } = deps;
  const crypto = deps.crypto ?? createFieldCrypto(deps.config.appSecret);
  const throttle = createLoginThrottle({ db, clock, crypto });
  warmDummyHash();

  const view = async (user: UserRow, profile?: ProfessionalProfileRow | null) =>
    toSessionUser(user, profile === undefined ? await findProfile(db, user.id) : profile, clock.now());
  const sign = (user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>, meta: ClientMeta) =>
    sessions.issue(user, { userAgent: meta.userAgent });

  /**
   * The reasons a person with the right password still may not have a session. A rejected professional
   * signs in (decision 052): their dashboard shows the reason, and they correct their details and
   * resubmit, which they could not do from outside. A pending technician or driver has nothing to do
   * until an admin decides, so they are told what happens next instead (decision 005).
   */
  const assertMayEnter = (user: UserRow, profile: ProfessionalProfileRow | null) => {
    if (!user.isActive) throw new ForbiddenError(MSG_AUTH.accountDeactivated);
    if (profile?.approvalStatus === 'pending' && NEEDS_APPROVAL_FIRST.includes(user.role as Role)) {
      throw new ForbiddenError(MSG_AUTH.pendingApprovalLogin);
    }
  };

  return {
    ...createPasswordResetService({ ...deps, crypto }),

    async register(input: RegisterPayload, meta: ClientMeta): Promise<RegisterResult> {
      const problem = passwordProblem(input.password, { email: input.email, name: input.name });
      if (problem) throw new ValidationError(problem, [{ path: 'body.password', message: problem }]);
      // Checked first to spare the hash; the unique index is what decides under concurrency.
      if (await emailExists(db, input.email)) throw new ConflictError(MSG_AUTH.emailTaken);

      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      const isProfessional = input.role !== 'patient';

      let created: { user: UserRow; profile: ProfessionalProfileRow | null };
      try {
        created = await db.transaction(async (tx) => {
          const user = await insertUser(tx, {
            email: input.email,
            name: input.name,
            passwordHash,
            role: input.role,
            // A patient never carries professional fields, even if the client sent them.
            phone: isProfessional ? input.phone : null,
            city: 'city' in input ? input.city : null,
            registrationIp: meta.ip,
            createdAt: now,
            updatedAt: now,
          });
          let profile: ProfessionalProfileRow | null = null;
          if (input.role !== 'patient') {
            const gov = 'govId' in input ? govIdColumns(crypto, input.govId) : null;
            const fraudFlags = await computeFraudFlags(tx, {
              userId: user.id,
              email: user.email,
              phone: user.phone,
              govIdHash: gov?.govIdHash ?? null,
              licenseNumber: input.licenseNumber,
              role: input.role,
              ip: meta.ip,
              now,
            });
            profile = await insertProfile(tx, {
              userId: user.id,
              role: input.role,
              specialty: 'specialty' in input ? input.specialty : null,
              city: 'city' in input ? input.city : null,
              experience: 'experience' in input ? input.experience : null,
              licenseNumber: input.licenseNumber,
              govIdEnc: gov?.govIdEnc ?? null,
              govIdHash: gov?.govIdHash ?? null,
              vehicleRegistrationNumber:
                'vehicleRegistrationNumber' in input ? input.vehicleRegistrationNumber : null,
              // Every professional starts pending (DESIGN §6): doctors and nurses may sign in, but
              // are listed and badged only once approved.
              approvalStatus: 'pending',
              // Doctors and nurses are listed in search only once they have availability (decision 052).
              needsAvailability: input.role === 'doctor' || input.role === 'nurse',
              fraudFlags,
              createdAt: now,
              updatedAt: now,
            });
          }
          await recordAudit(tx, {
            at: clock.now(),
            action: 'user.registered',
            actorId: user.id,
            targetUserId: user.id,
            details: { role: user.role },
            ip: meta.ip,
          });
          // Registering is acting on the notice shown on the form (decision 051): the account and the AI
          // summaries it describes are granted under the current notice version.
          await grantIfInactive(tx, user.id, 'account', 'registration', now);
          await grantIfInactive(tx, user.id, 'ai_summaries', 'registration', now);
          return { user, profile };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(MSG_AUTH.emailTaken);
        throw err;
      }

      const user = await view(created.user, created.profile);
      if (NEEDS_APPROVAL_FIRST.includes(created.user.role as Role)) {
        return { user, pendingApproval: true, msg: MSG_AUTH.pendingApproval };
      }
      return {
        token: await sign(created.user, meta),
        user,
        pendingApproval: false,
        msg: MSG_AUTH.registrationSuccess,
      };
    },

    async login(input: { email: string; password: string }, meta: ClientMeta): Promise<LoginResult> {
      await throttle.assertOpen(input.email);
      const user = await findUserByEmail(db, input.email);
      const ok = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !ok) {
        await throttle.fail(input.email);
        throw new UnauthorizedError(MSG_AUTH.invalidCredentials);
      }

      const profile = await findProfile(db, user.id);
      assertMayEnter(user, profile);

      if (user.twoFactorEnabled) {
        // The throttle is left as it is: it clears only when the second step succeeds too, so a
        // correct password cannot be used to reset the count of wrong codes.
        const now = clock.now();
        await openTwoFactorChallenge(db, user.id, new Date(now.getTime() + TWO_FACTOR_CHALLENGE_TTL_MS), now);
        return { twoFactorRequired: true, userId: user.id, msg: MSG_AUTH.twoFactorPrompt };
      }

      await throttle.clear(user.email);
      return { token: await sign(user, meta), user: await view(user, profile), msg: MSG_AUTH.loginSuccess };
    },

    /**
     * The second step: only against a challenge opened by a correct password in the last 5 minutes,
     * with a code from the app or one of the account's unused recovery codes.
     */
    async loginWithTwoFactor(
      input: { userId: string; token?: string | undefined; recoveryCode?: string | undefined },
      meta: ClientMeta,
    ): Promise<SessionResult> {
      const invalid = () => new UnauthorizedError(MSG_AUTH.invalidTwoFactorToken);
      const now = clock.now();
      const attempt = await reserveTwoFactorAttempt(db, input.userId, now, TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS);
      if (attempt === null) throw invalid();

      const user = await findUserById(db, input.userId);
      if (!user?.twoFactorEnabled || !user.twoFactorSecretEnc) {
        await deleteTwoFactorChallenge(db, input.userId);
        throw invalid();
      }
      await throttle.assertOpen(user.email);

      let accepted: boolean;
      if (input.recoveryCode !== undefined) {
        accepted = await spendRecoveryCode(
          db,
          user.id,
          recoveryCodeHash(crypto, user.id, input.recoveryCode),
          now,
        );
      } else {
        const secret = crypto.decrypt('totp-secret', user.twoFactorSecretEnc);
        const step = await matchTotp(secret, input.token ?? '', now);
        accepted = step !== null && (await claimTwoFactorStep(db, user.id, step));
      }
      if (!accepted) {
        await throttle.fail(user.email);
        if (attempt >= TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS) await deleteTwoFactorChallenge(db, user.id);
        throw invalid();
      }

      await deleteTwoFactorChallenge(db, user.id);
      // The account may have been deactivated or rejected in the five minutes since the password.
      const fresh = (await findUserById(db, user.id)) ?? user;
      const profile = await findProfile(db, user.id);
      assertMayEnter(fresh, profile);
      await throttle.clear(user.email);
      if (input.recoveryCode !== undefined) {
        await recordAudit(db, {
          at: clock.now(),
          action: 'two_factor.recovery_code_used',
          actorId: user.id,
          targetUserId: user.id,
          ip: meta.ip,
        });
      }
      return { token: await sign(fresh, meta), user: await view(fresh, profile), msg: MSG_AUTH.loginSuccess };
    },

    /** Logout: the session of this token ends on the server, and its sockets close. */
    async logout(sessionId: string): Promise<{ msg: string }> {
      await sessions.end(sessionId);
      return { msg: MSG_AUTH.loggedOut };
    },

    /**
     * The signed-in person changes their password: the current one proves it is them (wrong guesses
     * count toward the sign-in throttle). This session stays, with the same token; every other
     * session of the account ends and its sockets close.
     */
    async changePassword(
      user: { id: string },
      sessionId: string,
      input: ChangePasswordPayload,
      meta: ClientMeta,
    ): Promise<{ msg: string }> {
      const account = await findUserById(db, user.id);
      if (!account?.isActive) throw new UnauthorizedError();
      await throttle.assertOpen(account.email);
      if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
        await throttle.fail(account.email);
        throw new ValidationError(MSG_AUTH.currentPasswordWrong, [
          { path: 'body.currentPassword', message: MSG_AUTH.currentPasswordWrong },
        ]);
      }
      const problem = passwordProblem(input.newPassword, { email: account.email, name: account.name });
      if (problem) throw new ValidationError(problem, [{ path: 'body.newPassword', message: problem }]);

      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        const now = clock.now();
        if (!(await changePasswordHash(tx, account.id, passwordHash, now))) throw new UnauthorizedError();
        await sessions.endAllOf(account.id, { exceptSessionId: sessionId, tx });
        // A sign-in half done with the old password cannot be finished any more.
        await deleteTwoFactorChallenge(tx, account.id);
        await recordAudit(tx, {
          at: clock.now(),
          action: 'password.changed',
          actorId: account.id,
          targetUserId: account.id,
          ip: meta.ip,
        });
      });
      sessions.disconnect(account.id, sessionId);
      await throttle.clear(account.email);
      return { msg: MSG_AUTH.passwordChanged };
    },

    async me(userId: string): Promise<SessionUser> {
      const user = await findUserById(db, userId);
      if (!user?.isActive) throw new UnauthorizedError();
      return view(user);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
