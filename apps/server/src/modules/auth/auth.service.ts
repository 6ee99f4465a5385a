import { PENDING_APPROVAL_ROLES, type Role } from '@arogya/contract/constants';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { fill } from '@arogya/contract/messages/fill';
import type { RegisterPayload } from '@arogya/contract/schemas/auth';
import type { SessionUser } from '@arogya/contract/schemas/users';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/types';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { createFieldCrypto, type FieldCrypto } from '../../lib/crypto';
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import type { TokenService } from '../../lib/tokens';
import { computeFraudFlags } from '../admin/fraud-flags';
import { govIdColumns } from '../users/gov-id';
import { type ProfessionalProfileRow, toSessionUser, type UserRow } from '../users/user-view';
import {
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
} from './auth.repo';
import { createLoginThrottle } from './login-throttle';
import { passwordProblem } from './password-policy';
import { createPasswordResetService } from './password-reset.service';
import { hashPassword, verifyAgainstDummy, verifyPassword, warmDummyHash } from './passwords';
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
  tokens: TokenService;
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

/** Registration, sign-in (with the two-factor second step), the current user, forgot and reset password. */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, tokens } = deps;
  const crypto = deps.crypto ?? createFieldCrypto(deps.config.appSecret);
  const throttle = createLoginThrottle({ db, clock, crypto });
  warmDummyHash();

  const view = async (user: UserRow, profile?: ProfessionalProfileRow | null) =>
    toSessionUser(user, profile === undefined ? await findProfile(db, user.id) : profile, clock.now());
  const sign = (user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>) =>
    tokens.sign({ sub: user.id, role: user.role, ver: user.tokenVersion });

  /** The reasons a person with the right password still may not have a session. */
  const assertMayEnter = (user: UserRow, profile: ProfessionalProfileRow | null) => {
    if (!user.isActive) throw new ForbiddenError(MSG_AUTH.accountDeactivated);
    if (profile?.approvalStatus === 'rejected') {
      throw new ForbiddenError(
        fill(MSG_AUTH.accountRejected, { reason: profile.rejectionReason?.trim() || 'No reason was given.' }),
      );
    }
    if (profile?.approvalStatus === 'pending' && NEEDS_APPROVAL_FIRST.includes(user.role as Role)) {
      throw new ForbiddenError(MSG_AUTH.pendingApproval);
    }
  };

  return {
    ...createPasswordResetService({ ...deps, crypto }),

    async register(input: RegisterPayload, meta: { ip: string | null }): Promise<RegisterResult> {
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
              fraudFlags,
              createdAt: now,
              updatedAt: now,
            });
          }
          await recordAudit(tx, {
            action: 'user.registered',
            actorId: user.id,
            targetUserId: user.id,
            details: { role: user.role },
            ip: meta.ip,
          });
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
        token: await sign(created.user),
        user,
        pendingApproval: false,
        msg: MSG_AUTH.registrationSuccess,
      };
    },

    async login(input: { email: string; password: string }): Promise<LoginResult> {
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
      return { token: await sign(user), user: await view(user, profile), msg: MSG_AUTH.loginSuccess };
    },

    /** The second step: only against a challenge opened by a correct password in the last 5 minutes. */
    async loginWithTwoFactor(input: { userId: string; token: string }): Promise<SessionResult> {
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

      const secret = crypto.decrypt('totp-secret', user.twoFactorSecretEnc);
      const step = await matchTotp(secret, input.token, now);
      const accepted = step !== null && (await claimTwoFactorStep(db, user.id, step));
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
      return { token: await sign(fresh), user: await view(fresh, profile), msg: MSG_AUTH.loginSuccess };
    },

    async me(userId: string): Promise<SessionUser> {
      const user = await findUserById(db, userId);
      if (!user?.isActive) throw new UnauthorizedError();
      return view(user);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** PostgreSQL's unique_violation (23505), wherever the driver or the ORM wrapped it. */
export function isUniqueViolation(err: unknown): boolean {
  const seen = new Set<unknown>();
  let cur: unknown = err;
  while (cur && typeof cur === 'object' && !seen.has(cur)) {
    seen.add(cur);
    if ((cur as { code?: unknown }).code === '23505') return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}
