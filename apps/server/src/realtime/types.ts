/** How services reach connected people. Only realtime/ decides which rooms receive an event. */
export interface RealtimeEmitter {
  toUser(userId: string, event: string, payload: unknown): void;
  toRoom(room: string, event: string, payload: unknown): void;
  /** Every socket of the user, on every node, leaves the room (membership ended). */
  leaveRoom?(userId: string, room: string): void;
  /** Every socket in the room, on every node, is disconnected (what it followed has ended). */
  closeRoom?(room: string): void;
}

/** Closing the sockets of sessions that ended (logout, password or two-factor change, deactivation). */
export interface SessionSockets {
  /** Every socket of the account, on every node, except those of `exceptSessionId`. */
  disconnectUser(userId: string, exceptSessionId?: string): void;
  /** Every socket opened with this session's token, on every node. */
  disconnectSession(sessionId: string): void;
}
