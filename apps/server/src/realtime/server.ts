import type { Server as HttpServer } from 'node:http';
import type { JoinAck } from '@arogya/contract/events';
import { MSG } from '@arogya/contract/messages';
import type { FastifyBaseLogger } from 'fastify';
import { type Socket, Server as SocketServer } from 'socket.io';
import type { AppConfig } from '../config';
import type { SessionLoader, SessionUser } from '../lib/http/access';
import { bearerToken, type TokenService } from '../lib/tokens';
import { createRedisFanout, type RedisFanout } from './redis-adapter';
import { defaultRoomJoins, type RoomJoin, rooms } from './rooms';
import type { RealtimeEmitter, SessionSockets } from './types';

export interface RealtimeDeps {
  config: Pick<AppConfig, 'publicUrl' | 'redisUrl' | 'redisKeyPrefix'>;
  tokens: TokenService;
  loadSession: SessionLoader;
  log: FastifyBaseLogger;
  /** Rooms clients may ask to join, each with its own authorization; defaults to the user room. */
  joins?: readonly RoomJoin[];
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

interface SocketData {
  user: SessionUser;
  sessionId: string;
}

/**
 * An area's socket handlers for one connection: `socket` (untyped events), its signed-in user, and the
 * server (to emit to rooms). Registered from app.ts at start-up, before any socket connects.
 */
export type ConnectionHandler = (socket: Socket, user: SessionUser, io: SocketServer) => void;

type AppSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

/** The only message a refused handshake carries; the client sees it as `connect_error`. */
export const UNAUTHORIZED = 'Unauthorized';

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

  io.use((socket, next) => {
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
    const user = socket.data.user;
    void socket.join([rooms.user(user.id), rooms.session(socket.data.sessionId)]);
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
