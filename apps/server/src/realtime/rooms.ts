import type { SessionUser } from '../lib/http/access';

/**
 * Room names (DESIGN §1). Only realtime/ composes them: services say "tell this user" or
 * "tell this call", never a raw room string.
 */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  /** The sockets opened with one session's token; server-side only, nobody joins it by asking. */
  session: (sessionId: string) => `session:${sessionId}`,
  call: (callId: string) => `call:${callId}`,
  /** One participant's sockets in one call: targeted signals reach only these (never the person's other tabs). */
  callUser: (callId: string, userId: string) => `call:${callId}:user:${userId}`,
  group: (groupId: string) => `group:${groupId}`,
  /** The tracking-link sockets of one ambulance request; only the handshake puts a socket here. */
  tracking: (requestId: string) => `ambulance-tracking:${requestId}`,
  drivers: (city: string) => `drivers:${city.trim().toLowerCase()}`,
} as const;

/**
 * A room a client may ask to join with an event, and who may. Each later area adds one (the video
 * call checks that the person is a participant, the driver room that the driver is approved and in
 * that city) and lists it in `defaultRoomJoins` or passes it to `attachRealtime`. The server joins
 * only after `authorize` says yes; the default is no.
 */
export interface RoomJoin<A = unknown> {
  /** The client event that asks to join. */
  event: string;
  /** Reads the client's payload; null when it is malformed. */
  parse(payload: unknown): A | null;
  room(arg: A): string;
  authorize(user: SessionUser, arg: A): boolean | Promise<boolean>;
}

/** Erases a join's argument type so joins of different rooms share one list. */
export function defineRoomJoin<A>(join: RoomJoin<A>): RoomJoin {
  return join as RoomJoin;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The spec's client emits `join_user_room` with its user id after connecting. Every socket is
 * already in its own room (joined in the handshake), so this only confirms it; anybody else's
 * room is refused.
 */
export const joinUserRoom = defineRoomJoin<string>({
  event: 'join_user_room',
  parse(payload) {
    const id =
      typeof payload === 'object' && payload !== null ? (payload as { userId?: unknown }).userId : payload;
    return typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : null;
  },
  room: rooms.user,
  authorize: (user, userId) => user.id.toLowerCase() === userId,
});

export const defaultRoomJoins: readonly RoomJoin[] = [joinUserRoom];
