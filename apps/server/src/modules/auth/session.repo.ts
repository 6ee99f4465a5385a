import type { Role } from '@arogya/contract/constants';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import type { SessionUser } from '../../lib/http/access';

/** The account behind a session token, if it is still active and the token is of its current version. */
export async function findSessionUser(
  db: Database,
  userId: string,
  tokenVersion: number,
): Promise<SessionUser | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), eq(users.tokenVersion, tokenVersion)))
    .limit(1);
  return row ? { id: row.id, role: row.role as Role, name: row.name } : null;
}
