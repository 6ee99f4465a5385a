import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_STATE,
  type DoctorSearchState,
  EMPTY_FILTERS,
  experienceRangeInvalid,
  readNearMe,
  readSearchState,
  toDoctorQuery,
  writeSearchParams,
} from './doctor-search-params';

const state = (
  overrides: Partial<DoctorSearchState['filters']> = {},
  rest: Partial<DoctorSearchState> = {},
) => ({
  ...DEFAULT_SEARCH_STATE,
  ...rest,
  filters: { ...EMPTY_FILTERS, ...overrides },
});

describe('doctor search query (spec 01 §4, §7, §9)', () => {
  it('starts with the defaults: highest rated first, page 1 of 6', () => {
    expect(toDoctorQuery(DEFAULT_SEARCH_STATE, null)).toEqual({
      sortBy: 'rating_desc',
      page: '1',
      limit: '6',
    });
  });

  it('drops empty values and trims the skill keyword', () => {
    const query = toDoctorQuery(
      state({ specialty: 'Cardiologist', city: '', minExperience: '5', skillKeyword: '  diabetes ' }),
      null,
    );
    expect(query).toEqual({
      specialty: 'Cardiologist',
      minExperience: '5',
      sortBy: 'rating_desc',
      skillKeyword: 'diabetes',
      page: '1',
      limit: '6',
    });
    expect(toDoctorQuery(state({ skillKeyword: '   ' }), null)).not.toHaveProperty('skillKeyword');
  });

  it('adds lat, lng and radius while the location filter is on', () => {
    expect(toDoctorQuery(DEFAULT_SEARCH_STATE, { lat: 19.076, lng: 72.8777, radius: 5 })).toMatchObject({
      lat: '19.076',
      lng: '72.8777',
      radius: '5',
    });
  });

  it('asks the map view for mapView=true and no page', () => {
    const query = toDoctorQuery(state({}, { view: 'map', page: 3 }), null);
    expect(query).toEqual({ sortBy: 'rating_desc', mapView: 'true' });
  });

  it('falls back from nearest-first to the default order without a position', () => {
    expect(toDoctorQuery(state({ sortBy: 'distance_asc' }), null).sortBy).toBe('rating_desc');
    expect(toDoctorQuery(state({ sortBy: 'distance_asc' }), { lat: 1, lng: 2, radius: 2 }).sortBy).toBe(
      'distance_asc',
    );
  });
});

describe('the URL query', () => {
  it('leaves the defaults out', () => {
    expect(writeSearchParams(DEFAULT_SEARCH_STATE).toString()).toBe('');
  });

  it('round-trips filters, page and view', () => {
    const original = state(
      {
        specialty: 'Dermatologist',
        city: 'Pune',
        minExperience: '3',
        maxExperience: '20',
        sortBy: 'experience_desc',
        skillKeyword: 'acne',
      },
      { page: 2 },
    );
    const params = writeSearchParams(original);
    expect(params.toString()).toBe(
      'specialty=Dermatologist&city=Pune&minExperience=3&maxExperience=20&sortBy=experience_desc&skillKeyword=acne&page=2',
    );
    expect(readSearchState(params)).toEqual(original);
    expect(readSearchState(new URLSearchParams('view=map')).view).toBe('map');
  });

  it('ignores unknown or malformed values', () => {
    expect(
      readSearchState(
        new URLSearchParams(
          'specialty=Wizard&city=Atlantis&minExperience=99&sortBy=random&page=-2&view=globe',
        ),
      ),
    ).toEqual(DEFAULT_SEARCH_STATE);
  });

  it('never carries the position (that stays in the history entry)', () => {
    expect(readNearMe({ near: { lat: 19.07, lng: 72.87, radius: 10 } })).toEqual({
      lat: 19.07,
      lng: 72.87,
      radius: 10,
    });
    expect(readNearMe({ near: { lat: 0, lng: 72.87, radius: 10 } })).toBeNull();
    expect(readNearMe({ near: { lat: 19, lng: 72, radius: 7 } })).toBeNull();
    expect(readNearMe(null)).toBeNull();
  });

  it('spots an experience range whose minimum is above its maximum', () => {
    expect(experienceRangeInvalid({ minExperience: '10', maxExperience: '5' })).toBe(true);
    expect(experienceRangeInvalid({ minExperience: '5', maxExperience: '5' })).toBe(false);
    expect(experienceRangeInvalid({ minExperience: '10', maxExperience: '' })).toBe(false);
  });
});
