import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { professionalProfiles, users } from '../../db/schema/users';
import type { ProfessionalProfileRow, UserRow } from '../users/user-view';

export interface Account {
  user: UserRow;
  profile: ProfessionalProfileRow | null;
}

/**
 * An account and its professional profile (null for patients and admins). Inactive accounts are found
 * only when asked for: nothing lists or shows a deactivated person.
 */
export async function findAccount(
  db: Database | Tx,
  userId: string,
  opts: { includeInactive?: boolean; forUpdate?: boolean } = {},
): Promise<Account | null> {
  const query = db
    .select({ user: users, profile: professionalProfiles })
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(and(eq(users.id, userId), ...(opts.includeInactive ? [] : [eq(users.isActive, true)])))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for('update', { of: users }) : await query;
  return row ? { user: row.user, profile: row.profile } : null;
}

export type UserPatch = Partial<Pick<UserRow, 'name' | 'phone' | 'city' | 'profilePictureUrl'>>;
export type ProfilePatch = Partial<
  Pick<
    ProfessionalProfileRow,
    | 'specialty'
    | 'city'
    | 'experience'
    | 'qualifications'
    | 'bio'
    | 'licenseNumber'
    | 'vehicleRegistrationNumber'
    | 'verifiedSkills'
    | 'serviceArea'
    | 'serviceAreaCentroidLat'
    | 'serviceAreaCentroidLng'
    | 'fraudFlags'
  >
>;

export async function updateUser(
  db: Database | Tx,
  userId: string,
  patch: UserPatch,
  now: Date,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function updateProfessionalProfile(
  db: Database | Tx,
  userId: string,
  patch: ProfilePatch,
  now: Date,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db
    .update(professionalProfiles)
    .set({ ...patch, updatedAt: now })
    .where(eq(professionalProfiles.userId, userId));
}

/**
 * Deactivates an active account and ends every session (the token version moves on). False when the
 * account was not active, so two deactivations cannot both report success.
 */
export async function deactivateUser(db: Database | Tx, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isActive: false, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.isActive, true)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * The ids of the active admins, locked for the caller's transaction: two admins deactivating themselves
 * at once queue here, and the second sees the first already gone.
 */
export async function lockActiveAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .for('update');
  return rows.map((r) => r.id);
}

/** The person's current position (PUT /profile/location). */
export async function saveUserLocation(
  db: Database | Tx,
  userId: string,
  point: { latitude: number; longitude: number },
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ latitude: point.latitude, longitude: point.longitude, updatedAt: now })
    .where(eq(users.id, userId));
}

/**
 * Sends a rejected professional back to the admin's Pending Approvals (decision 052), only if they are
 * still rejected: of two resubmissions at once exactly one matches. Returns the reason they had, or
 * undefined when nothing was rejected.
 */
export async function resubmitRejected(
  tx: Tx,
  userId: string,
  now: Date,
): Promise<{ previousReason: string | null } | undefined> {
  const [before] = await tx
    .select({ reason: professionalProfiles.rejectionReason })
    .from(professionalProfiles)
    .where(and(eq(professionalProfiles.userId, userId), eq(professionalProfiles.approvalStatus, 'rejected')))
    .for('update');
  if (!before) return undefined;
  const rows = await tx
    .update(professionalProfiles)
    .set({
      approvalStatus: 'pending',
      rejectionReason: null,
      reviewedAt: null,
      reviewedBy: null,
      updatedAt: now,
    })
    .where(and(eq(professionalProfiles.userId, userId), eq(professionalProfiles.approvalStatus, 'rejected')))
    .returning({ userId: professionalProfiles.userId });
  return rows.length > 0 ? { previousReason: before.reason } : undefined;
}
