/** How services reach connected people. Only realtime/ decides which rooms receive an event. */
export interface RealtimeEmitter {
  toUser(userId: string, event: string, payload: unknown): void;
  toRoom(room: string, event: string, payload: unknown): void;
}
