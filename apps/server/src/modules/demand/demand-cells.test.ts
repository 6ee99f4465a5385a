import { describe, expect, it } from 'vitest';
import { areaLabel, cityAround, snap, specialtyLabel, toDemandEvent } from './demand-cells';

const AT = new Date('2026-05-01T10:00:00Z');

describe('demand cells', () => {
  it('snaps a position to the centre of its 0.05° cell and names the city around it', () => {
    expect(toDemandEvent({ lat: 19.0761, lng: 72.8774, specialty: 'Cardiologist' }, AT)).toEqual({
      cell: 'geo:19.10:72.90',
      lat: 19.1,
      lng: 72.9,
      city: 'Mumbai',
      specialty: 'Cardiologist',
      createdAt: AT,
    });
    // Two searches a few hundred metres apart share a cell.
    expect(toDemandEvent({ lat: 19.08, lng: 72.88 }, AT)?.cell).toBe('geo:19.10:72.90');
    expect(snap(28.6139)).toBe(28.6);
    expect(snap(-0.026)).toBe(-0.05);
  });

  it('counts a search without a position for its city as a whole', () => {
    expect(toDemandEvent({ city: 'Pune' }, AT)).toMatchObject({
      cell: 'city:Pune',
      lat: 18.5204,
      lng: 73.8567,
      city: 'Pune',
      specialty: '',
    });
  });

  it('keeps the searched city when given, and no city for a point outside every city', () => {
    expect(toDemandEvent({ lat: 19.08, lng: 72.88, city: 'Delhi' }, AT)?.city).toBe('Delhi');
    expect(toDemandEvent({ lat: 23.0, lng: 80.0 }, AT)).toMatchObject({ cell: 'geo:23.00:80.00', city: '' });
    expect(cityAround(12.97, 77.59)).toBe('Bangalore');
  });

  it('records nothing it cannot place, and only known specialties', () => {
    expect(toDemandEvent({}, AT)).toBeNull();
    expect(toDemandEvent({ specialty: 'Cardiologist' }, AT)).toBeNull();
    expect(toDemandEvent({ city: 'Atlantis' }, AT)).toBeNull();
    expect(toDemandEvent({ lat: 0, lng: 0 }, AT)).toBeNull();
    expect(toDemandEvent({ lat: Number.NaN, lng: 72 }, AT)).toBeNull();
    expect(toDemandEvent({ lat: 19, city: 'Mumbai' }, AT)?.cell).toBe('city:Mumbai');
    expect(toDemandEvent({ city: 'Mumbai', specialty: "Robert'); drop table" }, AT)?.specialty).toBe('');
    expect(toDemandEvent({ city: 'Mumbai', specialty: 'Elder Care' }, AT)?.specialty).toBe('Elder Care');
  });

  it('labels areas and specialties for the table', () => {
    expect(areaLabel('geo:19.10:72.90', 'Mumbai', 19.1, 72.9)).toBe('Mumbai · 19.10°N, 72.90°E');
    expect(areaLabel('geo:23.00:80.00', '', 23, 80)).toBe('23.00°N, 80.00°E');
    expect(areaLabel('city:Pune', 'Pune', 18.52, 73.85)).toBe('Pune (whole city)');
    expect(specialtyLabel('')).toBe('All Specialties');
    expect(specialtyLabel('Dentist')).toBe('Dentist');
  });
});
