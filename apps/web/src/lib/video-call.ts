import { useSyncExternalStore } from 'react';

/**
 * Which video call this tab shows in the full-screen overlay. Any area may open one (Join in My
 * Appointments, Start in the professional's manager, the Care Circle banner, the join toast); the app shell
 * renders the overlay for it.
 */
let openCallId: string | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function openVideoCall(callId: string): void {
  if (openCallId === callId) return;
  openCallId = callId;
  emit();
}

export function closeVideoCall(): void {
  if (openCallId === null) return;
  openCallId = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpenVideoCall(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => openCallId,
    () => null,
  );
}
