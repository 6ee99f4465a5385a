import { isProMember } from '@arogya/contract/constants/subscription';
import { MSG_SUBSCRIPTION } from '@arogya/contract/messages/subscription';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { professionalProfiles } from '../../db/schema/users';
import { ForbiddenError } from '../../lib/errors';

/** Is the professional a Pro member at `now` (spec 02 §3: tier pro, expiry in the future, status active)? */
export async function isProNow(db: Database | Tx, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({
      tier: professionalProfiles.subscriptionTier,
      status: professionalProfiles.subscriptionStatus,
      expiry: professionalProfiles.subscriptionExpiresAt,
    })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, userId))
    .limit(1);
  return row !== undefined && isProMember(row, now);
}

/** The server's Pro gate: 403 unless the caller is a Pro member right now. */
export async function requirePro(db: Database | Tx, userId: string, now: Date): Promise<void> {
  if (!(await isProNow(db, userId, now))) throw new ForbiddenError(MSG_SUBSCRIPTION.proOnly);
}
