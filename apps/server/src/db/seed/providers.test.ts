import {
  CITIES,
  CITY_CENTRES,
  DOCTOR_SEARCH_SPECIALTIES,
  NURSE_SEARCH_CATEGORIES,
  NURSE_SEARCH_MATCHES,
} from '@arogya/contract/constants/directory';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { describe, expect, it } from 'vitest';
import { distanceKm, type ServiceAreaPolygon } from './geo';
import {
  COVERAGE_MIN_ROWS,
  COVERAGE_PLAN_ROWS,
  type ProviderSetOptions,
  providerRow,
  providerRows,
  SEED_LICENCE_PATTERN,
} from './providers';

const opts: ProviderSetOptions = {
  seed: 11,
  idPrefix: 'unit-test',
  emailDomain: 'unit.arogya.test',
  phoneLeadDigit: '6',
  passwordHashes: { doctor: 'doctor-hash', nurse: 'nurse-hash' },
  now: new Date('2026-11-21T10:00:00Z'),
};
const rows = [...providerRows(5000, opts)];

describe('providerRow', () => {
  it('depends only on the options and the index, not on the batch it is generated in', () => {
    expect(providerRow(4321, opts)).toEqual(rows[4321]);
    expect([...providerRows(10, opts, 100)]).toEqual(rows.slice(100, 110));
    const later = providerRow(4321, { ...opts, now: new Date('2027-01-01T00:00:00Z') });
    expect(later.user.id).toBe(rows[4321]?.user.id);
    expect(later.user.email).toBe(rows[4321]?.user.email);
  });

  it('covers every city × search filter within the first COVERAGE_MIN_ROWS rows', () => {
    const head = rows.slice(0, COVERAGE_MIN_ROWS);
    for (const city of CITIES) {
      for (const specialty of DOCTOR_SEARCH_SPECIALTIES) {
        expect(
          head.some(
            (r) =>
              r.profile.role === 'doctor' && r.profile.city === city && r.profile.specialty === specialty,
          ),
        ).toBe(true);
      }
      for (const category of NURSE_SEARCH_CATEGORIES) {
        const stored: readonly string[] = NURSE_SEARCH_MATCHES[category];
        expect(
          head.some(
            (r) =>
              r.profile.role === 'nurse' &&
              r.profile.city === city &&
              stored.includes(r.profile.specialty ?? ''),
          ),
        ).toBe(true);
      }
    }
    expect(COVERAGE_PLAN_ROWS).toBe(
      CITIES.length * (DOCTOR_SEARCH_SPECIALTIES.length * 3 + NURSE_SEARCH_CATEGORIES.length * 2),
    );
  });

  it('gives unique ids, emails, phones and licence numbers', () => {
    for (const key of ['id', 'email', 'phone'] as const) {
      expect(new Set(rows.map((r) => r.user[key])).size).toBe(rows.length);
    }
    expect(new Set(rows.map((r) => r.profile.licenseNumber)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.user.email).toMatch(/^[a-z]+\.[a-z]+\.\d+@unit\.arogya\.test$/);
      expect(r.user.phone).toMatch(/^\+91 6\d{9}$/);
      expect(r.profile.licenseNumber).toMatch(SEED_LICENCE_PATTERN);
    }
  });

  it('keeps every field in its documented range', () => {
    for (const r of rows) {
      const p = r.profile;
      expect(p.experience).toBeGreaterThanOrEqual(1);
      expect(p.experience).toBeLessThanOrEqual(30);
      expect(p.averageRating).toBeGreaterThanOrEqual(3.5);
      expect(p.averageRating).toBeLessThanOrEqual(5);
      expect(Math.round((p.averageRating ?? 0) * 10) / 10).toBe(p.averageRating);
      expect(p.numReviews).toBeGreaterThanOrEqual(0);
      expect(p.numReviews).toBeLessThanOrEqual(400);
      expect(p.verifiedSkills?.length).toBeGreaterThanOrEqual(2);
      expect(p.verifiedSkills?.length).toBeLessThanOrEqual(4);
      expect(p.qualifications?.length).toBeGreaterThanOrEqual(1);
      const city = CITY_CENTRES[r.user.city as (typeof CITIES)[number]];
      expect(distanceKm(city, { lat: p.latitude ?? 0, lng: p.longitude ?? 0 })).toBeLessThanOrEqual(
        city.radiusKm + 0.01,
      );
      expect(r.user.passwordHash).toBe(`${r.user.role}-hash`);
    }
    const pro = rows.filter((r) => r.profile.subscriptionTier === 'pro').length / rows.length;
    expect(pro).toBeGreaterThan(0.12);
    expect(pro).toBeLessThan(0.18);
  });

  it('draws service areas for about a fifth of doctors, closed, with the centroid inside', () => {
    const doctors = rows.filter((r) => r.profile.role === 'doctor');
    const withArea = doctors.filter((r) => r.profile.serviceArea);
    expect(withArea.length / doctors.length).toBeGreaterThan(0.16);
    expect(withArea.length / doctors.length).toBeLessThan(0.24);
    expect(rows.some((r) => r.profile.role === 'nurse' && r.profile.serviceArea)).toBe(false);
    for (const r of withArea) {
      const polygon = r.profile.serviceArea as ServiceAreaPolygon;
      const ring = polygon.coordinates[0] ?? [];
      expect(ring.length).toBeGreaterThanOrEqual(6);
      expect(ring.length).toBeLessThanOrEqual(9);
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      const centroid: [number, number] = [
        r.profile.serviceAreaCentroidLng ?? 0,
        r.profile.serviceAreaCentroidLat ?? 0,
      ];
      expect(booleanPointInPolygon(centroid, polygon)).toBe(true);
      // 2–4 km (±15 %) around its centre: every vertex within ~5 km of the centroid.
      for (const [lng, lat] of ring) {
        expect(distanceKm({ lat, lng }, { lat: centroid[1], lng: centroid[0] })).toBeLessThan(5.5);
      }
    }
  });
});
