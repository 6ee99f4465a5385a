import { paiseToRupees } from '@arogya/contract/constants/payments';
import { isProMember } from '@arogya/contract/constants/subscription';
import type {
  MaterialChanges,
  OwnProfile,
  ProfileChangeRequest,
  PublicProfile,
  ServiceArea,
} from '@arogya/contract/schemas/users';
import { type ProfessionalProfileRow, toSessionUser, type UserRow } from '../users/user-view';
import type { ProfileChangeRow } from './profile-changes.repo';

/**
 * The profile views. The own profile builds on the session view (`toSessionUser`, shared with the auth
 * module); the public one names its fields one by one, so nothing private (e-mail, phone, licence,
 * government id, location, someone else's balance) can slip in by adding a column.
 */

export interface GeoPoint {
  type: 'Point';
  coordinates: [number, number];
}

/** A GeoJSON point, [lng, lat]; null unless both are known. */
export function geoPoint(lat: number | null | undefined, lng: number | null | undefined): GeoPoint | null {
  return lat == null || lng == null ? null : { type: 'Point', coordinates: [lng, lat] };
}

/** The latest change request while it is worth showing: pending, or rejected (with its reason). */
export function toProfileChangeRequest(change: ProfileChangeRow | null): ProfileChangeRequest | null {
  if (!change || (change.status !== 'pending' && change.status !== 'rejected')) return null;
  return {
    _id: change.id,
    status: change.status,
    changes: change.changes as MaterialChanges,
    rejectionReason: change.rejectionReason,
    createdAt: change.createdAt.toISOString(),
    reviewedAt: change.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * GET/PUT /profile/me: everything the person may see and edit about themselves. The material fields are
 * the approved values (what patients see); a change waiting for review comes beside them.
 */
export function toOwnProfile(
  user: UserRow,
  profile: ProfessionalProfileRow | null,
  now: Date,
  change: ProfileChangeRow | null = null,
): OwnProfile {
  return {
    ...toSessionUser(user, profile, now),
    experience: profile?.experience ?? null,
    qualifications: profile?.qualifications ?? [],
    bio: profile?.bio ?? null,
    verifiedSkills: profile?.verifiedSkills ?? [],
    vehicleRegistrationNumber: profile?.vehicleRegistrationNumber ?? null,
    // A professional's map centres on their office; anyone else's (or one without an office) on the last
    // position they shared.
    location: geoPoint(profile?.latitude, profile?.longitude) ?? geoPoint(user.latitude, user.longitude),
    serviceArea: (profile?.serviceArea as ServiceArea | null | undefined) ?? null,
    serviceAreaCentroid: geoPoint(profile?.serviceAreaCentroidLat, profile?.serviceAreaCentroidLng),
    subscriptionExpiry: profile?.subscriptionExpiresAt?.toISOString() ?? null,
    profileChangeRequest: toProfileChangeRequest(change),
  };
}

/**
 * GET /profile/{id}: public fields only. The care-fund balance (rupees) appears only when the viewer is
 * that patient.
 */
export function toPublicProfile(
  user: UserRow,
  profile: ProfessionalProfileRow | null,
  now: Date,
  viewerId: string | null,
): PublicProfile {
  const pro =
    !!profile &&
    isProMember(
      {
        tier: profile.subscriptionTier,
        status: profile.subscriptionStatus,
        expiry: profile.subscriptionExpiresAt,
      },
      now,
    );
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    role: user.role as PublicProfile['role'],
    city: profile?.city ?? user.city ?? null,
    specialty: profile?.specialty ?? null,
    experience: profile?.experience ?? null,
    qualifications: profile?.qualifications ?? [],
    bio: profile?.bio ?? null,
    verifiedSkills: profile?.verifiedSkills ?? [],
    averageRating: profile?.averageRating ?? 0,
    numReviews: profile?.numReviews ?? 0,
    isVerified: profile?.approvalStatus === 'approved',
    subscriptionTier: pro ? 'pro' : 'free',
    profilePictureUrl: user.profilePictureUrl ?? null,
    ...(viewerId === user.id && user.role === 'patient'
      ? { careFundBalance: paiseToRupees(user.careFundBalancePaise) }
      : {}),
  };
}
