import { describe, expect, it } from 'vitest';
import { doctorPosition, mapViewport } from './map-viewport';

describe('map centre and zoom (spec 01 §9)', () => {
  it("centres on the user's location at zoom 11", () => {
    expect(mapViewport({ lat: 19.07, lng: 72.87 }, [{ lat: 28.6, lng: 77.2 }])).toEqual({
      center: [19.07, 72.87],
      zoom: 11,
    });
  });

  it("otherwise centres on the doctors' average position at zoom 10", () => {
    expect(
      mapViewport(null, [
        { lat: 18, lng: 72 },
        { lat: 20, lng: 74 },
      ]),
    ).toEqual({ center: [19, 73], zoom: 10 });
  });

  it('otherwise shows India at zoom 5', () => {
    expect(mapViewport(null, [])).toEqual({ center: [20.5937, 78.9629], zoom: 5 });
  });

  it('places a doctor at the office, else at the service-area centre ([lng, lat] in, lat/lng out)', () => {
    const office = { type: 'Point' as const, coordinates: [72.8, 19.1] as [number, number] };
    const centroid = { type: 'Point' as const, coordinates: [73.8, 18.5] as [number, number] };
    expect(doctorPosition({ location: office, serviceAreaCentroid: centroid })).toEqual({
      lat: 19.1,
      lng: 72.8,
    });
    expect(doctorPosition({ location: null, serviceAreaCentroid: centroid })).toEqual({
      lat: 18.5,
      lng: 73.8,
    });
    expect(doctorPosition({ location: null, serviceAreaCentroid: null })).toBeNull();
  });
});
