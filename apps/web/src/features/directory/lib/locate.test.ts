import { describe, expect, it, vi } from 'vitest';
import { fakeGeolocation } from '../test/search-fixtures';
import { locate } from './locate';

describe('locate (spec 01 §4, §5, §8)', () => {
  it('asks with high accuracy, a 10 s timeout and a 5 min maximum age', async () => {
    const geolocation = fakeGeolocation({ lat: 19.076, lng: 72.8777 });
    await expect(locate({ geolocation, hostname: 'arogya.in' })).resolves.toEqual({
      ok: true,
      lat: 19.076,
      lng: 72.8777,
      source: 'device',
    });
    expect(geolocation.getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 300_000,
    });
  });

  it('says when the browser has no geolocation', async () => {
    await expect(locate({ geolocation: undefined, hostname: 'arogya.in' })).resolves.toEqual({
      ok: false,
      message: 'Geolocation is not supported.',
    });
  });

  it.each([
    [0, 72.8],
    [19.07, 0],
  ])('refuses a pair with a 0 in it (%s, %s)', async (lat, lng) => {
    await expect(
      locate({ geolocation: fakeGeolocation({ lat, lng }), hostname: 'localhost' }),
    ).resolves.toEqual({
      ok: false,
      message: 'Location detection returned invalid coordinates. Please try again or select a city manually.',
    });
  });

  it('asks for a city when the position cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      locate({ geolocation: fakeGeolocation({ error: 1 }), hostname: 'arogya.in' }),
    ).resolves.toEqual({ ok: false, message: 'Unable to get your location. Please select a city manually.' });
  });

  it.each(['localhost', '127.0.0.1'])('uses the Delhi fallback on %s', async (hostname) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(locate({ geolocation: fakeGeolocation({ error: 3 }), hostname })).resolves.toEqual({
      ok: true,
      lat: 28.6139,
      lng: 77.209,
      source: 'dev-fallback',
    });
  });
});
