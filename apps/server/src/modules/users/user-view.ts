// Shared by the auth module (GET /auth/me, login and registration responses) and the profiles module
// (GET /profile/me builds on it): the one place a user row becomes the `sessionUserSchema` shape.
import { isProMember } from '@arogya/contract/constants/subscription';
import type { SessionUser } from '@arogya/contract/schemas/users';
import type { professionalProfiles, users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;
export type ProfessionalProfileRow = typeof professionalProfiles.$inferSelect;

/**
 * The signed-in person as the app sees them. `isVerified` only once an admin approved them; the Pro
 * tier only while the subscription is active and unexpired at `now`; the care-fund balance (rupees)
 * only for patients.
 */
export function toSessionUser(user: UserRow, profile: ProfessionalProfileRow | null, now: Date): SessionUser {
  const approvalStatus = profile ? (profile.approvalStatus as SessionUser['approvalStatus']) : null;
  const pro =
    profile !== null &&
    isProMember(
      {
        tier: profile.subscriptionTier,
        expiry: profile.subscriptionExpiresAt,
        status: profile.subscriptionStatus,
      },
      now,
    );
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role as SessionUser['role'],
    city: profile?.city ?? user.city ?? null,
    phone: user.phone ?? null,
    profilePictureUrl: user.profilePictureUrl ?? null,
    approvalStatus,
    rejectionReason: approvalStatus === 'rejected' ? (profile?.rejectionReason ?? null) : null,
    isVerified: approvalStatus === 'approved',
    isTwoFactorEnabled: user.twoFactorEnabled,
    subscriptionTier: pro ? 'pro' : 'free',
    specialty: profile?.specialty ?? null,
    licenseNumber: profile?.licenseNumber ?? null,
    ...(user.role === 'patient' ? { careFundBalance: user.careFundBalancePaise / 100 } : {}),
    createdAt: user.createdAt.toISOString(),
  };
}
