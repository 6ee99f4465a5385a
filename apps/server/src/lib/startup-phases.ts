/**
 * Where a start's time goes: each phase of `buildApp` and `listen` measured on the monotonic clock, so the
 * ready line (and `bench:startup`) can say "migrations 1.2 s, seed 0.4 s, job queue 0.9 s" instead of a
 * single total. Durations only; nothing here reads the wall clock.
 */
export interface StartupPhases {
  /** Runs `fn` as the named phase and records how long it took (also when it throws). */
  time<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** Phase name → whole milliseconds, in the order the phases ran. */
  summary(): Record<string, number>;
}

export function createStartupPhases(now: () => number = () => performance.now()): StartupPhases {
  const phases: [string, number][] = [];
  return {
    async time(name, fn) {
      const started = now();
      try {
        return await fn();
      } finally {
        phases.push([name, Math.round(now() - started)]);
      }
    },
    summary() {
      return Object.fromEntries(phases);
    },
  };
}
