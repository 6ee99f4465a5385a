import type { MaterialChanges } from '@arogya/contract/schemas/users';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { profileChangeRequests } from '../../db/schema/profile-changes';
import { professionalProfiles, users } from '../../db/schema/users';

export type ProfileChangeRow = typeof profileChangeRequests.$inferSelect;

/** The professional's pending change, locked for the transaction's update. */
export async function findPendingChange(tx: Tx, userId: string): Promise<ProfileChangeRow | null> {
  const [row] = await tx
    .select()
    .from(profileChangeRequests)
    .where(and(eq(profileChangeRequests.userId, userId), eq(profileChangeRequests.status, 'pending')))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The professional's latest change request, whatever its state. */
export async function findLatestChange(db: Database | Tx, userId: string): Promise<ProfileChangeRow | null> {
  const [row] = await db
    .select()
    .from(profileChangeRequests)
    .where(eq(profileChangeRequests.userId, userId))
    .orderBy(desc(profileChangeRequests.createdAt), desc(profileChangeRequests.id))
    .limit(1);
  return row ?? null;
}

/** Creates the professional's pending change, or replaces the proposed values of the one there is. */
export async function savePendingChange(
  tx: Tx,
  userId: string,
  existing: ProfileChangeRow | null,
  changes: MaterialChanges,
  now: Date,
): Promise<void> {
  if (existing) {
    await tx
      .update(profileChangeRequests)
      .set({ changes, updatedAt: now })
      .where(eq(profileChangeRequests.id, existing.id));
    return;
  }
  await tx.insert(profileChangeRequests).values({ userId, changes, createdAt: now, updatedAt: now });
}

export interface PendingChangeRow {
  change: ProfileChangeRow;
  user: typeof users.$inferSelect;
  profile: typeof professionalProfiles.$inferSelect;
}

/** Pending changes of active, approved professionals, oldest first: the admin's queue. */
export async function listPendingChanges(db: Database | Tx): Promise<PendingChangeRow[]> {
  return db
    .select({ change: profileChangeRequests, user: users, profile: professionalProfiles })
    .from(profileChangeRequests)
    .innerJoin(users, eq(users.id, profileChangeRequests.userId))
    .innerJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(
      and(
        eq(profileChangeRequests.status, 'pending'),
        eq(users.isActive, true),
        eq(professionalProfiles.approvalStatus, 'approved'),
      ),
    )
    .orderBy(asc(profileChangeRequests.createdAt), asc(profileChangeRequests.id));
}

/**
 * Moves a pending change to approved or rejected, only while it is still pending and its professional
 * active: of two admins deciding at once, exactly one update matches. Null when nothing was pending.
 */
export async function decidePendingChange(
  tx: Tx,
  id: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null; reviewedBy: string; now: Date },
): Promise<ProfileChangeRow | null> {
  const [row] = await tx
    .update(profileChangeRequests)
    .set({
      status: decision.status,
      rejectionReason: decision.reason,
      reviewedBy: decision.reviewedBy,
      reviewedAt: decision.now,
      updatedAt: decision.now,
    })
    .where(
      and(
        eq(profileChangeRequests.id, id),
        eq(profileChangeRequests.status, 'pending'),
        sql`exists (select 1 from ${users} where ${users.id} = ${profileChangeRequests.userId} and ${users.isActive})`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Does a change with this id exist (of an active professional)? Tells 409 from 404. */
export async function changeExists(db: Database | Tx, id: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(profileChangeRequests)
    .innerJoin(users, eq(users.id, profileChangeRequests.userId))
    .where(and(eq(profileChangeRequests.id, id), eq(users.isActive, true)))
    .limit(1);
  return rows.length > 0;
}
