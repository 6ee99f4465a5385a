import { describe, expect, it } from 'vitest';
import { summarizeDemand } from './demand-summary';

const point = (intensity: number, area = `Area ${intensity}`) => ({
  lat: 19,
  lng: 72,
  intensity,
  area,
  city: 'Mumbai',
  specialty: 'Cardiologist',
});

describe('demand summary', () => {
  it('counts the tiles: High Demand Zones are intensity above 10', () => {
    const s = summarizeDemand([point(5), point(10), point(11), point(21), point(21, 'Area 21')]);
    expect(s).toMatchObject({ activeAreas: 4, highDemandZones: 3, totalSearches: 68, peakSearches: 21 });
  });

  it('keeps the top 10 by intensity with their levels: High above 20, Medium above 10, else Low', () => {
    const s = summarizeDemand(Array.from({ length: 14 }, (_, i) => point(i * 2)));
    expect(s.top).toHaveLength(10);
    expect(s.top.map((r) => r.intensity)).toEqual([26, 24, 22, 20, 18, 16, 14, 12, 10, 8]);
    expect(s.top.map((r) => r.level)).toEqual([
      'High',
      'High',
      'High',
      'Medium',
      'Medium',
      'Medium',
      'Medium',
      'Medium',
      'Low',
      'Low',
    ]);
    expect(summarizeDemand([])).toMatchObject({ activeAreas: 0, peakSearches: 0, top: [] });
  });
});
