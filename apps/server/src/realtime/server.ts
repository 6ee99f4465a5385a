import type { Server as HttpServer } from 'node:http';
import type { JoinAck } from '@arogya/contract/events';
import { MSG } from '@arogya/contract/messages';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger } from 'fastify';
import { type Socket, Server as SocketServer } from 'socket.io';
import type { AppConfig } from '../config';
import type { SessionLoader, SessionUser } from '../lib/http/access';
import { bearerToken, type TokenService } from '../lib/tokens';
import { createRedisFanout, type RedisFanout } from './redis-adapter';
import { defaultRoomJoins, type RoomJoin, rooms } from './rooms';
import type { RealtimeEmitter, SessionSockets } from './types';

export interface RealtimeDeps {
  config: Pick<AppConfig, 'publicUrl' | 'redisUrl' | 'redisKeyPrefix' | 'trustProxy'>;
  tokens: TokenService;
  loadSession: SessionLoader;
  log: FastifyBaseLogger;
  /** Rooms clients may ask to join, each with its own authorization; defaults to the user room. */
  joins?: readonly RoomJoin[];
  /** Tracking-link sockets (no account); without it every handshake needs a session token. */
  tracking?: TrackingAccess;
}

/**
 * How a tracking-link holder subscribes to one ambulance request (docs/decisions/057): `resolve` answers the
 * request id while the link works (null once the trip has ended or for an unknown token), and handshakes are
 * limited to `handshakesPerMinute` per client address on this node.
 */
export interface TrackingAccess {
  resolve(token: string): Promise<string | null>;
  handshakesPerMinute: number;
  now?: () => number;
}

export interface RealtimeServer extends RealtimeEmitter, SessionSockets {
  readonly io: SocketServer;
  /** Resolves once events cross nodes (Redis connected and subscribed); at once without Redis. */
  ready(): Promise<void>;
  /**
   * Runs for every authenticated socket as it connects: an area registers its client → server events here
   * (checked against the socket's own user; never a user id from the client).
   */
  onConnection(handler: ConnectionHandler): void;
  /** Whether any socket of this user is still connected, on any node. */
  hasSockets(userId: string): Promise<boolean>;
  /** Disconnects every socket and Redis. Call before the HTTP server closes: open sockets hold it. */
  close(): Promise<void>;
}

/** A signed-in socket has `user` and `sessionId`; a tracking-link socket only `trackingRequestId`. */
interface SocketData {
  user?: SessionUser;
  sessionId?: string;
  trackingRequestId?: string;
}

/**
 * An area's socket handlers for one connection: `socket` (untyped events), its signed-in user, and the
 * server (to emit to rooms). Registered from app.ts at start-up, before any socket connects.
 */
export type ConnectionHandler = (socket: Socket, user: SessionUser, io: SocketServer) => void;

type AppSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

/** The only message a refused handshake carries; the client sees it as `connect_error`. */
export const UNAUTHORIZED = 'Unauthorized';
/** A refused tracking-link handshake over its address's budget. */
export const TOO_MANY_HANDSHAKES = 'Too many requests';

/**
 * Socket.IO on the app's HTTP server at /socket.io. Works before `listen` (it hooks the server's
 * request and upgrade events).
 *
 * - Handshake: a session token in `auth.token` (or `Authorization: Bearer`), checked exactly like
 *   the API does (signature, expiry, session open, account active, token version). Otherwise the
 *   connection is refused with `Unauthorized`.
 * - Every socket joins `user:<id>` and `session:<sid>` (so ending sessions can disconnect them); other rooms only through a `RoomJoin` whose check passes.
 * - With REDIS_URL, events reach sockets on every node through `@socket.io/redis-adapter`.
 */
export function attachRealtime(server: HttpServer, deps: RealtimeDeps): RealtimeServer {
  const { config, log } = deps;
  const origin = new URL(config.publicUrl).origin;

  const io = new SocketServer<
    Record<string, never>,
    Record<string, never>,
    Record<string, never>,
    SocketData
  >(server, {
    path: '/socket.io',
    serveClient: false,
    // Browsers may call from the app's own origin only. Sockets authenticate with a bearer token
    // in the handshake, never a cookie, so another site cannot ride a visitor's session.
    cors: { origin: [origin], credentials: true },
    // Signalling messages (SDP, ICE) are a few KB; nothing legitimate comes close to this.
    maxHttpBufferSize: 256 * 1024,
  });

  let fanout: RedisFanout | null = null;
  if (config.redisUrl) {
    fanout = createRedisFanout(config.redisUrl, { keyPrefix: config.redisKeyPrefix, log });
    io.adapter(fanout.adapter);
  }

  const trustProxy = config.trustProxy ? proxyAddr.compile(config.trustProxy) : () => false;
  const trackingBudget = deps.tracking ? createWindowCounter(60_000, deps.tracking.now ?? Date.now) : null;
  io.use((socket, next) => {
    const trackingToken = handshakeTrackingToken(socket.handshake);
    if (trackingToken !== null) {
      const tracking = deps.tracking;
      if (!tracking || !trackingBudget) return next(new Error(UNAUTHORIZED));
      const address = proxyAddr(socket.request, trustProxy);
      if (trackingBudget.hit(address) > tracking.handshakesPerMinute) {
        log.warn('tracking socket handshake over the limit');
        return next(new Error(TOO_MANY_HANDSHAKES));
      }
      tracking.resolve(trackingToken).then(
        (requestId) => {
          if (!requestId) return next(new Error(UNAUTHORIZED));
          socket.data.trackingRequestId = requestId;
          next();
        },
        (err: unknown) => {
          log.error({ err }, 'tracking socket handshake failed');
          next(new Error(UNAUTHORIZED));
        },
      );
      return;
    }
    authenticate(socket.handshake, deps).then(
      (session) => {
        if (!session) return next(new Error(UNAUTHORIZED));
        socket.data.user = session.user;
        socket.data.sessionId = session.sessionId;
        next();
      },
      (err: unknown) => {
        log.error({ err }, 'socket handshake failed');
        next(new Error(UNAUTHORIZED));
      },
    );
  });

  const joins = deps.joins ?? defaultRoomJoins;
  const connectionHandlers: ConnectionHandler[] = [];
  io.on('connection', (socket) => {
    const { user, sessionId, trackingRequestId } = socket.data;
    if (trackingRequestId) {
      // A tracking-link socket hears its one request and nothing else: no user room, no joins, no handlers.
      void socket.join(rooms.tracking(trackingRequestId));
      return;
    }
    if (!user || !sessionId) return void socket.disconnect(true);
    void socket.join([rooms.user(user.id), rooms.session(sessionId)]);
    for (const join of joins) registerJoin(socket, join, log);
    for (const handler of connectionHandlers) {
      handler(socket as unknown as Socket, user, io as unknown as SocketServer);
    }
  });

  let closing: Promise<void> | null = null;
  return {
    io,
    toUser(userId, event, payload) {
      io.to(rooms.user(userId)).emit(event, payload);
    },
    toRoom(room, event, payload) {
      io.to(room).emit(event, payload);
    },
    leaveRoom(userId, room) {
      io.in(rooms.user(userId)).socketsLeave(room);
    },
    closeRoom(room) {
      io.in(room).disconnectSockets(true);
    },
    disconnectUser(userId, exceptSessionId) {
      const target = io.in(rooms.user(userId));
      (exceptSessionId ? target.except(rooms.session(exceptSessionId)) : target).disconnectSockets(true);
    },
    disconnectSession(sessionId) {
      io.in(rooms.session(sessionId)).disconnectSockets(true);
    },
    onConnection(handler) {
      connectionHandlers.push(handler);
    },
    async hasSockets(userId) {
      const sockets = await io.in(rooms.user(userId)).fetchSockets();
      return sockets.length > 0;
    },
    async ready() {
      await fanout?.ready();
    },
    close() {
      closing ??= (async () => {
        // io.close() also closes the HTTP server; Fastify closes it again right after and treats
        // "not running" as done.
        await io.close();
        await fanout?.close();
      })();
      return closing;
    },
  };
}

async function authenticate(
  handshake: AppSocket['handshake'],
  deps: Pick<RealtimeDeps, 'tokens' | 'loadSession'>,
): Promise<{ user: SessionUser; sessionId: string } | null> {
  const token = handshakeToken(handshake);
  if (!token) return null;
  const claims = await deps.tokens.verify(token);
  if (!claims) return null;
  return deps.loadSession(claims);
}

/** `auth.token` as the spec's client sends it (raw or "Bearer …"), else the Authorization header. */
function handshakeToken(handshake: AppSocket['handshake']): string | null {
  const auth: unknown = handshake.auth;
  const fromAuth =
    typeof auth === 'object' && auth !== null ? (auth as { token?: unknown }).token : undefined;
  if (typeof fromAuth === 'string' && fromAuth.length > 0) {
    return /^bearer\s/i.test(fromAuth) ? bearerToken(fromAuth) : fromAuth;
  }
  return bearerToken(handshake.headers.authorization);
}

/** `auth.trackingToken` of a tracking-link page; null when the handshake has none. */
function handshakeTrackingToken(handshake: AppSocket['handshake']): string | null {
  const auth: unknown = handshake.auth;
  if (typeof auth !== 'object' || auth === null) return null;
  const token = (auth as { trackingToken?: unknown }).trackingToken;
  if (token === undefined) return null;
  // Present but malformed: still a tracking handshake (never falls through to a session), refused by resolve.
  return typeof token === 'string' && token.length > 0 && token.length <= 200 ? token : '';
}

/** Counts hits per key in fixed windows; the whole map is dropped when a window ends, so memory stays bounded. */
function createWindowCounter(windowMs: number, now: () => number) {
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    hit(key: string): number {
      const t = now();
      if (t - windowStart >= windowMs) {
        windowStart = t;
        counts = new Map();
      }
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      return n;
    },
  };
}

function registerJoin(socket: AppSocket, join: RoomJoin, log: FastifyBaseLogger): void {
  // Typed events are closed per area; the join events are open-ended, so listen untyped.
  const raw = socket as unknown as Socket;
  raw.on(join.event, (payload: unknown, maybeAck?: unknown) => {
    // The ack is the last argument: a client may emit the event without a payload.
    const ack = typeof maybeAck === 'function' ? maybeAck : typeof payload === 'function' ? payload : null;
    const reply = (answer: JoinAck) => {
      if (ack) (ack as (a: JoinAck) => void)(answer);
    };
    const arg = join.parse(typeof payload === 'function' ? undefined : payload);
    if (arg === null) return reply({ ok: false, message: MSG.shell.validationFailed });
    const user = socket.data.user;
    if (!user) return reply({ ok: false, message: MSG.shell.forbidden });
    Promise.resolve(join.authorize(user, arg)).then(
      (allowed) => {
        if (!allowed) {
          log.warn({ userId: user.id, event: join.event }, 'socket room join refused');
          return reply({ ok: false, message: MSG.shell.forbidden });
        }
        void socket.join(join.room(arg));
        reply({ ok: true });
      },
      (err: unknown) => {
        log.error({ err, event: join.event }, 'socket room join check failed');
        reply({ ok: false, message: MSG.shell.genericError });
      },
    );
  });
}
