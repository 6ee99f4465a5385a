import type { Database, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { SessionUser } from '../../lib/http/access';
import { SESSION_TTL_SECONDS, type SessionClaims, type TokenService } from '../../lib/tokens';
import type { SessionSockets } from '../../realtime/types';
import {
  findLiveSession,
  findSessionExpiry,
  insertSession,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './session.repo';

/** `last_seen_at` moves at most this often, so a busy session does not write on every request. */
const TOUCH_EVERY_MS = 60 * 1000;
const USER_AGENT_MAX = 300;

export interface SessionServiceDeps {
  db: Database;
  clock: Clock;
  tokens: TokenService;
  sockets: SessionSockets;
  /** A session without a request for this long has ended (SESSION_IDLE_HOURS). */
  idleMs: number;
}

export interface ResolvedSession {
  user: SessionUser;
  sessionId: string;
}

/**
 * Sessions (docs/decisions: sessions): a row per sign-in, named by the token's `sid` and checked on
 * every request and socket handshake, so ending one takes effect at once on every node. Ending
 * sessions also disconnects their sockets.
 */
export function createSessionService(deps: SessionServiceDeps) {
  const { db, clock, tokens, sockets, idleMs } = deps;

  const signFor = (user: { id: string; role: string; tokenVersion: number }, sid: string, expiresAt: Date) =>
    tokens.sign(
      { sub: user.id, role: user.role, ver: user.tokenVersion, sid },
      Math.max(1, Math.floor((expiresAt.getTime() - clock.now().getTime()) / 1000)),
    );

  return {
    /** Opens a session for a successful sign-in and returns its token. */
    async issue(
      user: { id: string; role: string; tokenVersion: number },
      meta: { userAgent?: string | null | undefined } = {},
      tx: Database | Tx = db,
    ): Promise<string> {
      const now = clock.now();
      const session = await insertSession(tx, {
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
        userAgent: meta.userAgent ? meta.userAgent.slice(0, USER_AGENT_MAX) : null,
      });
      return signFor(user, session.id, session.expiresAt);
    },

    /**
     * A new token for a session that stays open (the old token keeps working too): same session,
     * same end.
     */
    async reissue(
      user: { id: string; role: string; tokenVersion: number },
      sessionId: string,
    ): Promise<string> {
      const expiresAt = await findSessionExpiry(db, sessionId);
      if (!expiresAt) throw new Error(`session ${sessionId} does not exist`);
      return signFor(user, sessionId, expiresAt);
    },

    /** The signed-in person behind verified claims, or null when the session or account has ended. */
    async resolve(claims: SessionClaims): Promise<ResolvedSession | null> {
      const now = clock.now();
      const live = await findLiveSession(
        db,
        { userId: claims.sub, sessionId: claims.sid, tokenVersion: claims.ver },
        now,
        new Date(now.getTime() - idleMs),
      );
      if (!live) return null;
      if (now.getTime() - live.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        await touchSession(db, live.sessionId, now);
      }
      return { user: live.user, sessionId: live.sessionId };
    },

    /** Logout: this session ends and its sockets close. */
    async end(sessionId: string): Promise<void> {
      await revokeSession(db, sessionId, clock.now());
      sockets.disconnectSession(sessionId);
    },

    /**
     * Ends every session of the account, except `exceptSessionId` (the one that made a password or
     * two-factor change). Inside a transaction pass `tx` and call `disconnect` after it commits.
     */
    async endAllOf(userId: string, opts: { exceptSessionId?: string; tx?: Tx } = {}): Promise<void> {
      await revokeUserSessions(opts.tx ?? db, userId, clock.now(), opts.exceptSessionId);
      if (!opts.tx) sockets.disconnectUser(userId, opts.exceptSessionId);
    },

    /** Closes the account's sockets (all, or all but one session's): after `endAllOf` in a transaction. */
    disconnect(userId: string, exceptSessionId?: string): void {
      sockets.disconnectUser(userId, exceptSessionId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
