import { describe, expect, it } from 'vitest';
import {
  areaOf,
  checkCancellable,
  checkTripStep,
  contactDigitsOf,
  distanceKm,
  nextRing,
  pickupFor,
  ringCount,
  ringOf,
  withDistances,
} from './ambulance.policy';

const MUMBAI = { latitude: 19.076, longitude: 72.8777 };
const PUNE = { latitude: 18.5204, longitude: 73.8567 };

describe('distanceKm', () => {
  it('is zero for the same point and symmetric', () => {
    expect(distanceKm(MUMBAI, MUMBAI)).toBe(0);
    expect(distanceKm(MUMBAI, PUNE)).toBeCloseTo(distanceKm(PUNE, MUMBAI), 9);
  });

  it('measures Mumbai to Pune as about 120 km in a straight line', () => {
    expect(distanceKm(MUMBAI, PUNE)).toBeGreaterThan(115);
    expect(distanceKm(MUMBAI, PUNE)).toBeLessThan(125);
  });

  it('one hundredth of a degree of latitude is about 1.1 km', () => {
    expect(distanceKm(MUMBAI, { ...MUMBAI, latitude: MUMBAI.latitude + 0.01 })).toBeCloseTo(1.112, 2);
  });
});

describe('rings', () => {
  it('puts 5 km into ring 0, 15 km into ring 1, farther or unknown into the city ring', () => {
    expect(ringOf(0)).toBe(0);
    expect(ringOf(5)).toBe(0);
    expect(ringOf(5.01)).toBe(1);
    expect(ringOf(15)).toBe(1);
    expect(ringOf(40)).toBe(2);
    expect(ringOf(null)).toBe(2);
    expect(ringCount(true)).toBe(3);
    expect(ringCount(false)).toBe(1);
  });

  const point = (km: number) => ({ latitude: MUMBAI.latitude + km / 111.2, longitude: MUMBAI.longitude });
  const drivers = [
    { id: 'far', ...point(30) },
    { id: 'near', ...point(1) },
    { id: 'mid', ...point(10) },
    { id: 'nowhere', latitude: null, longitude: null },
    { id: 'near2', ...point(3) },
  ];

  it('orders drivers nearest first, unknown positions last', () => {
    expect(withDistances(drivers, MUMBAI).map((d) => d.id)).toEqual([
      'near',
      'near2',
      'mid',
      'far',
      'nowhere',
    ]);
  });

  it('offers the nearest ring first, then wider rings without repeating anyone', () => {
    const c = withDistances(drivers, MUMBAI);
    const first = nextRing(c, 0, true, new Set());
    expect(first).toMatchObject({ ring: 0 });
    expect(first?.drivers.map((d) => d.id)).toEqual(['near', 'near2']);
    const second = nextRing(c, 1, true, new Set(['near', 'near2']));
    expect(second?.drivers.map((d) => d.id)).toEqual(['mid']);
    const third = nextRing(c, 2, true, new Set(['near', 'near2', 'mid']));
    expect(third?.drivers.map((d) => d.id)).toEqual(['far', 'nowhere']);
    expect(nextRing(c, 3, true, new Set())).toBeNull();
  });

  it('skips empty rings and gives up when everyone was offered', () => {
    const c = withDistances([{ id: 'far', ...point(30) }], MUMBAI);
    expect(nextRing(c, 0, true, new Set())).toMatchObject({ ring: 2 });
    expect(nextRing(c, 0, true, new Set(['far']))).toBeNull();
  });

  it('without a pickup point offers the whole city at once', () => {
    const c = withDistances(drivers, null);
    const only = nextRing(c, 0, false, new Set());
    expect(only?.ring).toBe(0);
    expect(only?.drivers).toHaveLength(5);
    expect(nextRing(c, 1, false, new Set())).toBeNull();
  });
});

describe('areaOf', () => {
  it('hides the house and street until a driver accepts', () => {
    expect(areaOf('Flat 4, Sea View Road, Bandra West, Mumbai', 'Mumbai')).toBe('Bandra West, Mumbai');
    expect(areaOf('12 MG Road', 'Pune')).toBe('Pune');
    expect(areaOf('12 MG Road, Camp', 'Pune')).toBe('Pune');
  });
});

describe('contactDigitsOf', () => {
  it('recognises one number typed two ways', () => {
    expect(contactDigitsOf('+91 98765 43210')).toBe(contactDigitsOf('9876543210'));
  });
});

describe('trip steps', () => {
  it('lets only the assigned driver move forward', () => {
    expect(() => checkTripStep({ driverId: 'd', status: 'accepted' }, 'd', 'en_route')).not.toThrow();
    expect(() => checkTripStep({ driverId: 'd', status: 'accepted' }, 'd', 'arrived')).not.toThrow();
    expect(() => checkTripStep({ driverId: 'd', status: 'arrived' }, 'd', 'en_route')).toThrow(
      /only move forward/,
    );
    expect(() => checkTripStep({ driverId: 'd', status: 'completed' }, 'd', 'completed')).toThrow();
    expect(() => checkTripStep({ driverId: 'd', status: 'accepted' }, 'x', 'en_route')).toThrow(/not yours/);
    expect(() => checkTripStep({ driverId: null, status: 'searching' }, 'd', 'en_route')).toThrow();
  });

  it('cancels only before arrival', () => {
    expect(() => checkCancellable('searching')).not.toThrow();
    expect(() => checkCancellable('en_route')).not.toThrow();
    expect(() => checkCancellable('arrived')).toThrow();
    expect(() => checkCancellable('completed')).toThrow();
  });
});

describe('pickupFor', () => {
  it('uses coordinates inside the chosen city and ignores the fixed Mumbai point for another city', () => {
    expect(pickupFor([72.8777, 19.076], 'Mumbai')).toEqual(MUMBAI);
    expect(pickupFor([72.8777, 19.076], 'Delhi')).toBeNull();
    expect(pickupFor(null, 'Delhi')).toBeNull();
  });
});
