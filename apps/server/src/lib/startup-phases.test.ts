import { describe, expect, it } from 'vitest';
import { createStartupPhases } from './startup-phases';

describe('startup phases', () => {
  it('records each phase in the order it ran, also one that throws', async () => {
    let t = 0;
    const phases = createStartupPhases(() => t);
    await phases.time('database', async () => {
      t += 120.4;
    });
    await expect(
      phases.time('migrations', async () => {
        t += 999.6;
        throw new Error('bad migration');
      }),
    ).rejects.toThrow('bad migration');
    expect(Object.entries(phases.summary())).toEqual([
      ['database', 120],
      ['migrations', 1000],
    ]);
  });
});
