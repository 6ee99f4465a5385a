import {
  CITIES,
  type City,
  DOCTOR_SEARCH_SPECIALTIES,
  DOCTOR_SORTS,
  type DoctorSearchSpecialty,
  type DoctorSort,
  EXPERIENCE_YEARS,
  isValidCoordinatePair,
  SEARCH_DEFAULTS,
  SEARCH_RADII_KM,
  type SearchRadiusKm,
} from '@arogya/contract/constants/directory';

/**
 * The doctor search's state and how it travels (spec 01 §4, §7, §9):
 * - the filters, the page and the view live in the URL query, so a search can be shared and the browser's
 *   back and forward buttons walk through searches; defaults are left out of the URL;
 * - the position of the location filter ("near me") lives in the history entry's state, never in the URL,
 *   so a shared link does not carry where its sender was; back and forward still restore it;
 * - the API query is built from both, with empty values dropped.
 */

export type ResultsView = 'list' | 'map';

export interface DoctorFilters {
  specialty: DoctorSearchSpecialty | '';
  city: City | '';
  /** '' (any) or a whole number of years from EXPERIENCE_YEARS, as the select holds it. */
  minExperience: string;
  maxExperience: string;
  sortBy: DoctorSort;
  skillKeyword: string;
}

export interface DoctorSearchState {
  filters: DoctorFilters;
  page: number;
  view: ResultsView;
}

/** The location filter when ON: where the person is and how far to look. */
export interface NearMe {
  lat: number;
  lng: number;
  radius: SearchRadiusKm;
}

export const DEFAULT_SORT: DoctorSort = SEARCH_DEFAULTS.sortBy;
export const DEFAULT_RADIUS: SearchRadiusKm = SEARCH_DEFAULTS.radiusKm;
export const SKILL_KEYWORD_MAX_LENGTH = 60;

export const EMPTY_FILTERS: DoctorFilters = {
  specialty: '',
  city: '',
  minExperience: '',
  maxExperience: '',
  sortBy: DEFAULT_SORT,
  skillKeyword: '',
};

export const DEFAULT_SEARCH_STATE: DoctorSearchState = { filters: EMPTY_FILTERS, page: 1, view: 'list' };

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | '' {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : '';
}

function experience(value: string | null): string {
  if (value === null) return '';
  const years = Number(value);
  return EXPERIENCE_YEARS.includes(years) ? String(years) : '';
}

const SORTS = Object.keys(DOCTOR_SORTS) as DoctorSort[];

/** Reads the URL query; anything unknown or malformed falls back to its default. */
export function readSearchState(params: URLSearchParams): DoctorSearchState {
  const page = Number(params.get('page'));
  return {
    filters: {
      specialty: oneOf(DOCTOR_SEARCH_SPECIALTIES, params.get('specialty')),
      city: oneOf(CITIES, params.get('city')),
      minExperience: experience(params.get('minExperience')),
      maxExperience: experience(params.get('maxExperience')),
      sortBy: oneOf(SORTS, params.get('sortBy')) || DEFAULT_SORT,
      skillKeyword: (params.get('skillKeyword') ?? '').trim().slice(0, SKILL_KEYWORD_MAX_LENGTH),
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

/** The URL query of a search: only what differs from the defaults, in a stable order. */
export function writeSearchParams(state: DoctorSearchState): URLSearchParams {
  const { filters, page, view } = state;
  const params = new URLSearchParams();
  if (filters.specialty) params.set('specialty', filters.specialty);
  if (filters.city) params.set('city', filters.city);
  if (filters.minExperience) params.set('minExperience', filters.minExperience);
  if (filters.maxExperience) params.set('maxExperience', filters.maxExperience);
  if (filters.sortBy !== DEFAULT_SORT) params.set('sortBy', filters.sortBy);
  const keyword = filters.skillKeyword.trim();
  if (keyword) params.set('skillKeyword', keyword);
  if (view === 'map') params.set('view', 'map');
  if (page > 1 && view === 'list') params.set('page', String(page));
  return params;
}

/** The minimum experience is above the maximum (the server refuses such a search). */
export function experienceRangeInvalid(filters: Pick<DoctorFilters, 'minExperience' | 'maxExperience'>) {
  return (
    filters.minExperience !== '' &&
    filters.maxExperience !== '' &&
    Number(filters.minExperience) > Number(filters.maxExperience)
  );
}

/** Nearest-first needs a position; without one the search falls back to the default order. */
export function effectiveSort(sortBy: DoctorSort, near: NearMe | null): DoctorSort {
  return sortBy === 'distance_asc' && near === null ? DEFAULT_SORT : sortBy;
}

export type DoctorQuery = Partial<Record<DoctorQueryKey, string>>;
type DoctorQueryKey =
  | 'specialty'
  | 'city'
  | 'radius'
  | 'minExperience'
  | 'maxExperience'
  | 'sortBy'
  | 'skillKeyword'
  | 'lat'
  | 'lng'
  | 'page'
  | 'limit'
  | 'mapView';

/**
 * GET /api/doctors' query (spec 01 §7) with empty values dropped. The list view pages by
 * SEARCH_DEFAULTS.pageSize; the map view asks for `mapView=true` and no page (every match, up to the
 * server's map cap, goes on the map).
 */
export function toDoctorQuery(state: DoctorSearchState, near: NearMe | null): DoctorQuery {
  const { filters, page, view } = state;
  const entries: [DoctorQueryKey, string][] = [
    ['specialty', filters.specialty],
    ['city', filters.city],
    ['minExperience', filters.minExperience],
    ['maxExperience', filters.maxExperience],
    ['sortBy', effectiveSort(filters.sortBy, near)],
    ['skillKeyword', filters.skillKeyword.trim()],
  ];
  if (near !== null) {
    entries.push(['lat', String(near.lat)], ['lng', String(near.lng)], ['radius', String(near.radius)]);
  }
  if (view === 'map') {
    entries.push(['mapView', 'true']);
  } else {
    entries.push(['page', String(page)], ['limit', String(SEARCH_DEFAULTS.pageSize)]);
  }
  return Object.fromEntries(entries.filter(([, value]) => value !== '')) as DoctorQuery;
}

function isRadius(value: unknown): value is SearchRadiusKm {
  return (SEARCH_RADII_KM as readonly unknown[]).includes(value);
}

/** The location filter kept in a history entry's state, if that state holds a valid one. */
export function readNearMe(historyState: unknown): NearMe | null {
  if (typeof historyState !== 'object' || historyState === null) return null;
  const near = (historyState as { near?: unknown }).near;
  if (typeof near !== 'object' || near === null) return null;
  const { lat, lng, radius } = near as Record<string, unknown>;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !isRadius(radius)) return null;
  return isValidCoordinatePair(lat, lng) ? { lat, lng, radius } : null;
}
