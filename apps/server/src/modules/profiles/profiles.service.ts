import type { ApprovalStatus } from '@arogya/contract/constants/auth';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import type { MaterialChanges, OwnProfile, PublicProfile } from '@arogya/contract/schemas/users';
import { centroid } from '@turf/centroid';
import type { Database, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import { computeFraudFlags, mergeFraudFlags } from '../admin/fraud-flags';
import { isBookableRole } from '../appointments/appointments.policy';
import type { AppointmentService } from '../appointments/appointments.service';
import { recordAudit } from '../audit/audit.repo';
import type { SessionService } from '../auth/sessions';
import { findOwnFile } from '../files/files.repo';
import { findLatestChange, findPendingChange, savePendingChange } from './profile-changes.repo';
import { geoPoint, toOwnProfile, toPublicProfile } from './profile-view';
import {
  assertNotLastActiveAdmin,
  canViewProfile,
  type ProfileUpdate,
  planProfileUpdate,
  splitForReview,
} from './profiles.policy';
import {
  type Account,
  deactivateUser,
  findAccount,
  lockActiveAdmins,
  type ProfilePatch,
  resubmitRejected,
  saveUserLocation,
  type UserPatch,
  updateProfessionalProfile,
  updateUser,
} from './profiles.repo';

export interface ProfileServiceDeps {
  db: Database;
  clock: Clock;
  /** Deactivation ends every session of the account and closes its sockets. */
  sessions: Pick<SessionService, 'endAllOf' | 'disconnect'>;
  /** A professional who leaves has their upcoming appointments cancelled, refunded and their patients told. */
  appointments: Pick<AppointmentService, 'cancelUpcomingOfLeavingProfessional'>;
}

export function createProfileService({ db, clock, sessions, appointments }: ProfileServiceDeps) {
  /** The signed-in person's account; gone means the session is over (deactivated meanwhile). */
  async function ownAccount(userId: string, tx: Parameters<typeof findAccount>[0] = db, forUpdate = false) {
    const account = await findAccount(tx, userId, { forUpdate });
    if (!account) throw new UnauthorizedError();
    return account;
  }

  return {
    async getOwn(user: SessionUser): Promise<OwnProfile> {
      const { user: row, profile } = await ownAccount(user.id);
      const change = profile ? await findLatestChange(db, user.id) : null;
      return toOwnProfile(row, profile, clock.now(), change);
    },

    async getPublic(id: string, viewer: SessionUser | null): Promise<PublicProfile> {
      const account = await findAccount(db, id);
      if (!account || !canViewProfile(viewer, account.user)) throw new NotFoundError(MSG_PROFILE.notFound);
      return toPublicProfile(account.user, account.profile, clock.now(), viewer?.id ?? null);
    },

    async updateOwn(user: SessionUser, input: ProfileUpdate): Promise<OwnProfile> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const account = await ownAccount(user.id, tx, true);
        const plan = planProfileUpdate(user, toOwnProfile(account.user, account.profile, now), input);
        // An approved professional's verified details wait for an admin; the rest applies now.
        const { immediate: c, forReview } = splitForReview(
          (account.profile?.approvalStatus as ApprovalStatus | undefined) ?? null,
          plan.changes,
        );

        if (plan.pictureFileId && !(await findOwnFile(tx, plan.pictureFileId, user.id, 'profile-picture'))) {
          throw new ValidationError(MSG_PROFILE.pictureNotIssued, [
            { path: 'body.profilePictureUrl', message: MSG_PROFILE.pictureNotIssued },
          ]);
        }

        const userPatch: UserPatch = {};
        if (c.name !== undefined) userPatch.name = c.name;
        if (c.phone !== undefined) userPatch.phone = c.phone;
        if (c.city !== undefined) userPatch.city = c.city;
        if (c.profilePictureUrl !== undefined) userPatch.profilePictureUrl = c.profilePictureUrl;

        const profilePatch: ProfilePatch = {};
        if (account.profile) {
          if (c.city !== undefined) profilePatch.city = c.city;
          if (c.specialty !== undefined) profilePatch.specialty = c.specialty;
          if (c.experience !== undefined) profilePatch.experience = c.experience;
          if (c.qualifications !== undefined) profilePatch.qualifications = c.qualifications;
          if (c.bio !== undefined) profilePatch.bio = c.bio === '' ? null : c.bio;
          if (c.licenseNumber !== undefined) profilePatch.licenseNumber = c.licenseNumber;
          if (c.vehicleRegistrationNumber !== undefined)
            profilePatch.vehicleRegistrationNumber = c.vehicleRegistrationNumber;
          if (c.verifiedSkills !== undefined) profilePatch.verifiedSkills = c.verifiedSkills;
          if (c.serviceArea !== undefined) Object.assign(profilePatch, serviceAreaColumns(c.serviceArea));
          if (c.phone !== undefined || c.licenseNumber !== undefined) {
            profilePatch.fraudFlags = await recomputeFlags(tx, account, userPatch, profilePatch, now);
          }
        }

        await updateUser(tx, user.id, userPatch, now);
        await updateProfessionalProfile(tx, user.id, profilePatch, now);
        if (Object.keys(forReview).length > 0) {
          // One pending change per professional: a later edit adds to (or replaces values in) it.
          const pending = await findPendingChange(tx, user.id);
          const merged = { ...((pending?.changes as MaterialChanges | undefined) ?? {}), ...forReview };
          await savePendingChange(tx, user.id, pending, merged, now);
        }
        const updated = await ownAccount(user.id, tx);
        const change = updated.profile ? await findLatestChange(tx, user.id) : null;
        return toOwnProfile(updated.user, updated.profile, now, change);
      });
    },

    /**
     * Closes the account: it signs in no more, every session ends, and it is listed nowhere. A doctor's
     * or nurse's upcoming appointments are cancelled in the same transaction (nobody is left waiting for
     * a visit that will not happen); the last active admin cannot leave (409).
     */
    async deactivate(user: SessionUser, ip: string | null): Promise<void> {
      const now = clock.now();
      let afterCommit = () => {};
      await db.transaction(async (tx) => {
        if (user.role === 'admin') assertNotLastActiveAdmin(await lockActiveAdmins(tx), user.id);
        if (!(await deactivateUser(tx, user.id, now))) throw new UnauthorizedError();
        if (isBookableRole(user.role)) {
          ({ afterCommit } = await appointments.cancelUpcomingOfLeavingProfessional(tx, user, now));
        }
        await recordAudit(tx, {
          at: clock.now(),
          action: 'user.deactivated',
          actorId: user.id,
          targetUserId: user.id,
          ip,
        });
        await sessions.endAllOf(user.id, { tx });
      });
      sessions.disconnect(user.id);
      afterCommit();
    },

    /**
     * A rejected professional, having corrected their details, asks for review again (decision 052): the
     * application goes back to the admin's Pending Approvals with its fraud flags as they stand. 409 when
     * the application is not rejected (already resubmitted, pending or approved).
     */
    async resubmit(user: SessionUser, ip: string | null): Promise<OwnProfile> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const done = await resubmitRejected(tx, user.id, now);
        if (!done) throw new ConflictError(MSG_PROFILE.resubmitNotRejected);
        await recordAudit(tx, {
          at: clock.now(),
          action: 'user.resubmitted',
          actorId: user.id,
          targetUserId: user.id,
          details: { previousReason: done.previousReason },
          ip,
        });
      });
      return this.getOwn(user);
    },

    async saveLocation(user: SessionUser, point: { latitude: number; longitude: number }) {
      await saveUserLocation(db, user.id, point, clock.now());
      const location = geoPoint(point.latitude, point.longitude);
      if (!location) throw new Error('unreachable: both coordinates are set');
      return location;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

/** A service area and its centroid (computed here, never taken from the client); null clears both. */
function serviceAreaColumns(area: ProfileUpdate['serviceArea']): ProfilePatch {
  if (!area) return { serviceArea: null, serviceAreaCentroidLat: null, serviceAreaCentroidLng: null };
  const [lng, lat] = centroid(area).geometry.coordinates as [number, number];
  return { serviceArea: area, serviceAreaCentroidLat: lat, serviceAreaCentroidLng: lng };
}

/**
 * Applies an approved change of material fields, in the admin's transaction: the new values become what
 * patients see, and a new licence re-checks the fraud flags as registration does.
 */
export async function applyApprovedChanges(
  tx: Tx,
  userId: string,
  changes: MaterialChanges,
  now: Date,
): Promise<void> {
  const account = await findAccount(tx, userId, { forUpdate: true });
  if (!account?.profile) return;
  const userPatch: UserPatch = {};
  if (changes.name !== undefined) userPatch.name = changes.name;
  const profilePatch: ProfilePatch = {};
  if (changes.specialty !== undefined) profilePatch.specialty = changes.specialty;
  if (changes.licenseNumber !== undefined) profilePatch.licenseNumber = changes.licenseNumber;
  if (changes.verifiedSkills !== undefined) profilePatch.verifiedSkills = changes.verifiedSkills;
  if (changes.vehicleRegistrationNumber !== undefined)
    profilePatch.vehicleRegistrationNumber = changes.vehicleRegistrationNumber;
  if (changes.licenseNumber !== undefined) {
    profilePatch.fraudFlags = await recomputeFlags(tx, account, userPatch, profilePatch, now);
  }
  await updateUser(tx, userId, userPatch, now);
  await updateProfessionalProfile(tx, userId, profilePatch, now);
}

/** Phone or licence changed: re-check the fraud flags with the values about to be stored. */
async function recomputeFlags(
  tx: Parameters<typeof computeFraudFlags>[0],
  account: Account,
  userPatch: UserPatch,
  profilePatch: ProfilePatch,
  now: Date,
): Promise<string[]> {
  const profile = account.profile;
  if (!profile) return [];
  const flags = await computeFraudFlags(tx, {
    userId: account.user.id,
    email: account.user.email,
    phone: userPatch.phone !== undefined ? userPatch.phone : account.user.phone,
    govIdHash: profile.govIdHash,
    licenseNumber: profilePatch.licenseNumber ?? profile.licenseNumber,
    role: account.user.role,
    ip: account.user.registrationIp,
    registeredAt: account.user.createdAt,
    now,
  });
  return mergeFraudFlags(profile.fraudFlags, flags);
}
