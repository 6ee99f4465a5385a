import type { Cleanup } from './processes';

/** What a scenario gets: a place to register cleanups, and to record what it checked and measured. */
export interface ScenarioContext {
  cleanup: Cleanup;
  /** A promise kept or broken; a broken one fails the scenario (the run goes on to report everything). */
  check(label: string, ok: boolean, detail?: string): void;
  /** A measured value, printed with the scenario. */
  figure(label: string, value: string | number): void;
  /** Progress, printed as it happens. */
  step(message: string): void;
}

export interface Scenario {
  name: string;
  title: string;
  run(ctx: ScenarioContext): Promise<void>;
}

export interface ScenarioResult {
  name: string;
  title: string;
  passed: boolean;
  checks: Array<{ label: string; ok: boolean; detail?: string }>;
  figures: Array<{ label: string; value: string | number }>;
  error?: string;
  seconds: number;
}
