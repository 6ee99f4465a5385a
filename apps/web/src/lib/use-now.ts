import { useEffect, useState } from 'react';

/** Where "now" comes from: the real clock by default; tests pass their own (or fake `Date`). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** How often a page that depends on the time of day looks at the clock again. */
const DEFAULT_TICK_MS = 30_000;

/**
 * The current instant (ms since epoch), read from `clock` when the component mounts, again every
 * `tickMs`, and whenever the tab becomes visible again (a background tab's timers are throttled). For
 * rules such as "a slot that has started can no longer be booked" while a page is left open.
 */
export function useNow(clock: Clock = systemClock, tickMs: number = DEFAULT_TICK_MS): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const read = () => setNow(clock());
    const timer = window.setInterval(read, tickMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [clock, tickMs]);
  return now;
}
