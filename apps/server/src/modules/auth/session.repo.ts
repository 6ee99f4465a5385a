import type { Role } from '@arogya/contract/constants/auth';
import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { sessions } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import type { SessionUser } from '../../lib/http/access';

type Db = Database | Tx;

export interface LiveSession {
  user: SessionUser;
  sessionId: string;
  lastSeenAt: Date;
  expiresAt: Date;
}

/**
 * The account and session behind a token, if both are still good: the session is the token's own,
 * not revoked, not expired, not idle since `idleSince`; the account is active and the token of its
 * current version.
 */
export async function findLiveSession(
  db: Db,
  claims: { userId: string; sessionId: string; tokenVersion: number },
  now: Date,
  idleSince: Date,
): Promise<LiveSession | null> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
        eq(users.isActive, true),
        eq(users.tokenVersion, claims.tokenVersion),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    user: { id: row.id, role: row.role as Role, name: row.name },
    sessionId: claims.sessionId,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
  };
}

export async function insertSession(
  db: Db,
  values: { userId: string; createdAt: Date; expiresAt: Date; userAgent: string | null },
): Promise<{ id: string; expiresAt: Date }> {
  const [row] = await db
    .insert(sessions)
    .values({ ...values, lastSeenAt: values.createdAt })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  return row!;
}

export async function findSessionExpiry(db: Db, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.expiresAt ?? null;
}

export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends one session (logout). Returns whether it was still open. */
export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every open session of the account, except `exceptSessionId` when given. Returns how many. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: Date,
  exceptSessionId?: string,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        ...(exceptSessionId ? [ne(sessions.id, exceptSessionId)] : []),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Deletes sessions that expired, went idle or were revoked before `before`. */
export async function purgeEndedSessions(db: Db, now: Date, before: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  return rows.length;
}
