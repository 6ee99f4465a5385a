import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { fixedClock } from '../../lib/clock';
import type { WeeklyIncrement } from './analytics.repo';
import { createAnalyticsRecorder } from './analytics-recorder';

/** A recorder on a clock the test moves; the counts it writes at each flush. */
function recorderAt(start: string) {
  const clock = fixedClock(start);
  const written: WeeklyIncrement[][] = [];
  const recorder = createAnalyticsRecorder({
    db: {} as Database,
    clock,
    log: { warn: () => {} },
    flushIntervalMs: 60_000,
    save: async (rows) => {
      written.push([...rows]);
    },
  });
  return {
    recorder,
    setNow: (instant: string) => clock.set(instant),
    async counts() {
      written.length = 0;
      await recorder.flush();
      return written
        .flat()
        .sort((a, b) => a.week.localeCompare(b.week) || a.professionalId.localeCompare(b.professionalId));
    },
  };
}

describe('analytics recorder weeks', () => {
  it("counts each appearance and view in the India week of the clock's now, as the day changes", async () => {
    // Sunday 22 Nov 2026, 18:00 UTC: 23:30 in India, still the week of Monday 16 Nov.
    const { recorder, setNow, counts } = recorderAt('2026-11-22T18:00:00Z');
    recorder.appeared(['a', 'b']);
    recorder.viewed('a');
    // 18:30 UTC is midnight in India: Monday 23 Nov, a new week.
    setNow('2026-11-22T18:30:00Z');
    recorder.appeared(['a']);
    // A clock set back (a test's, or a corrected one) counts in its own week again.
    setNow('2026-11-22T18:29:59Z');
    recorder.viewed('b');
    expect(await counts()).toEqual([
      { professionalId: 'a', week: '2026-11-16', searchAppearances: 1, profileViews: 1 },
      { professionalId: 'b', week: '2026-11-16', searchAppearances: 1, profileViews: 1 },
      { professionalId: 'a', week: '2026-11-23', searchAppearances: 1, profileViews: 0 },
    ]);
  });

  it('counts a whole week under one key, and the next Monday under the next', async () => {
    const { recorder, setNow, counts } = recorderAt('2026-11-23T00:00:00Z');
    for (const day of ['23', '24', '25', '26', '27', '28']) {
      setNow(`2026-11-${day}T12:00:00Z`);
      recorder.appeared(['a']);
    }
    setNow('2026-11-29T18:29:00Z'); // Sunday 23:59 in India
    recorder.appeared(['a']);
    setNow('2026-11-29T18:31:00Z'); // Monday 30 Nov 00:01 in India
    recorder.appeared(['a']);
    expect(await counts()).toEqual([
      { professionalId: 'a', week: '2026-11-23', searchAppearances: 7, profileViews: 0 },
      { professionalId: 'a', week: '2026-11-30', searchAppearances: 1, profileViews: 0 },
    ]);
  });
});
