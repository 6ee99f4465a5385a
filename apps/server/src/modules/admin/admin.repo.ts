import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { professionalProfiles, users } from '../../db/schema/users';

export interface PendingRow {
  id: string;
  name: string;
  role: string;
  email: string;
  specialty: string | null;
  city: string | null;
  flags: string[];
  createdAt: Date;
}

/** Professionals waiting for review whose accounts are active, oldest registration first. */
export async function listPendingProfessionals(db: Database | Tx): Promise<PendingRow[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      email: users.email,
      specialty: professionalProfiles.specialty,
      city: sql<string | null>`coalesce(${professionalProfiles.city}, ${users.city})`,
      flags: professionalProfiles.fraudFlags,
      createdAt: users.createdAt,
    })
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(and(eq(professionalProfiles.approvalStatus, 'pending'), eq(users.isActive, true)))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/**
 * Moves a pending professional to approved or rejected, only if it is still pending and the account is
 * active: of two admins deciding at once, exactly one update matches. False when nothing was pending.
 */
export async function decidePending(
  db: Database | Tx,
  userId: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null; reviewedBy: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(professionalProfiles)
    .set({
      approvalStatus: decision.status,
      rejectionReason: decision.reason,
      reviewedAt: decision.now,
      reviewedBy: decision.reviewedBy,
      updatedAt: decision.now,
    })
    .where(
      and(
        eq(professionalProfiles.userId, userId),
        eq(professionalProfiles.approvalStatus, 'pending'),
        sql`exists (select 1 from ${users} where ${users.id} = ${professionalProfiles.userId} and ${users.isActive})`,
      ),
    )
    .returning({ userId: professionalProfiles.userId });
  return rows.length > 0;
}

/** Is there an active professional with this id (whatever its approval state)? */
export async function activeProfessionalExists(db: Database | Tx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(and(eq(professionalProfiles.userId, userId), eq(users.isActive, true)))
    .limit(1);
  return rows.length > 0;
}
