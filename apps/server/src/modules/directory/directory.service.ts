import { scheduleBetween, windowLast } from '@arogya/contract/availability-schedule';
import { NURSE_SEARCH_MATCHES, SEARCH_TOTAL_CAP } from '@arogya/contract/constants/directory';
import { indiaDate } from '@arogya/contract/india-time';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { buildPagination, type Pagination } from '@arogya/contract/schemas/common';
import {
  DOCTOR_SEARCH_DEFAULTS,
  type DoctorCard,
  type DoctorSearchQuery,
  MAP_VIEW_CAP,
  type NurseCard,
  type NurseSearchQuery,
  type ProviderDetail,
} from '@arogya/contract/schemas/directory';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import type { Database } from '../../db/client';
import type { PreparedReads } from '../../db/prepared-reads';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { loadScheduleInput } from '../availability/availability.repo';
import {
  type DoctorSearchPlan,
  type DoctorSearchResult,
  findListedProvider,
  findServiceAreaCandidates,
  keywordSpecialties,
  type ProviderFilters,
  type SearchPoint,
  searchDoctors,
  searchNurses,
  searchReads,
} from './directory.repo';
import { toDoctorCard, toNurseCard, toProviderDetail } from './directory-view';

/** GET /nurses answers a list without paging; it stops at this many nurses (documented on the route). */
export const NURSE_LIST_CAP = 100;

export interface DirectoryServiceDeps {
  db: Database;
  /** The database handle's prepared reads: the searches' statements, planned once (decision 073). */
  prepared: PreparedReads;
  clock: Clock;
}

/** A doctor search decided from its query, before the service-area test (pure; the benchmark uses it). */
export interface DoctorSearchRequest {
  filters: ProviderFilters;
  point: SearchPoint | undefined;
  plan: Omit<DoctorSearchPlan, 'near'>;
  page: number;
  mapView: boolean;
}

/**
 * Coordinates finer than a micro-degree (about 10 cm) and radii under a metre mean nothing to a search,
 * and subnormal floats such as 5e-324 make PostgreSQL's float arithmetic fail with "underflow" (found by
 * the API fuzzer): round both before they reach SQL.
 */
const MIN_RADIUS_KM = 0.001;
const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const coordinate = (value: number) => roundTo(value, 6);

export function planDoctorSearch(q: DoctorSearchQuery, now: Date): DoctorSearchRequest {
  const filters: ProviderFilters = {
    ...(q.specialty !== undefined ? { specialties: [q.specialty] } : {}),
    ...(q.city !== undefined ? { city: q.city } : {}),
    ...(q.minExperience !== undefined ? { minExperience: q.minExperience } : {}),
    ...(q.maxExperience !== undefined ? { maxExperience: q.maxExperience } : {}),
    ...(q.skillKeyword !== undefined ? { skillKeyword: q.skillKeyword } : {}),
  };
  // The schema admits lat and lng only together; a radius without them is ignored (the location filter is
  // off), and a location without a radius gets the default radius.
  const point =
    q.lat !== undefined && q.lng !== undefined
      ? {
          lat: coordinate(q.lat),
          lng: coordinate(q.lng),
          radiusKm: Math.max(MIN_RADIUS_KM, roundTo(q.radius ?? DOCTOR_SEARCH_DEFAULTS.radiusKm, 3)),
        }
      : undefined;
  const mapView = q.mapView === 'true';
  const page = mapView ? 1 : (q.page ?? 1);
  const limit = mapView ? MAP_VIEW_CAP : (q.limit ?? DOCTOR_SEARCH_DEFAULTS.limit);
  return {
    filters,
    point,
    plan: {
      filters,
      sort: q.sortBy ?? DOCTOR_SEARCH_DEFAULTS.sortBy,
      limit,
      offset: (page - 1) * limit,
      now,
    },
    page,
    mapView,
  };
}

/** The candidates whose polygon really contains the point (turf counts the boundary as inside). */
export function containingServiceAreas(
  candidates: readonly { user_id: string; service_area: unknown }[],
  point: SearchPoint,
): string[] {
  return candidates
    .filter((c) => {
      const area = c.service_area as Parameters<typeof booleanPointInPolygon>[1] | null;
      return !!area && booleanPointInPolygon([point.lng, point.lat], area);
    })
    .map((c) => c.user_id);
}

/**
 * Up to this many rows to reach (offset + limit), an unlocated keyword search is not narrowed to its specialty:
 * its walk of the listing index stops within a few dozen entries (0.2 ms), less than the narrowing's own
 * statement costs a busy server. Deeper pages, the map view and located searches are narrowed (decision 082).
 */
export const KEYWORD_NARROWING_REACH = 60;

/**
 * A doctor search's reads, in order (the benchmark runs exactly these): a keyword held in no specialty matches
 * nobody, and one held in a single specialty is searched within it (decision 082), so the search walks that
 * specialty's listing and places only; then, when located, the service areas containing the point; then the
 * search's own statements.
 */
export async function runDoctorSearch(
  reads: PreparedReads,
  request: DoctorSearchRequest,
): Promise<DoctorSearchResult> {
  let filters = request.filters;
  const reach = request.plan.offset + request.plan.limit;
  const narrow = request.point !== undefined || reach > KEYWORD_NARROWING_REACH;
  const specialties = narrow ? await keywordSpecialties(reads, filters) : null;
  if (specialties?.length === 0) return { total: 0, rows: [] };
  if (specialties?.length === 1) filters = { ...filters, specialties };
  let plan: DoctorSearchPlan = { ...request.plan, filters };
  if (request.point) {
    const candidates = await findServiceAreaCandidates(reads, filters, request.point);
    plan = {
      ...plan,
      near: { ...request.point, serviceAreaIds: containingServiceAreas(candidates, request.point) },
    };
  }
  return searchDoctors(reads, plan);
}

export function createDirectoryService({ db, prepared, clock }: DirectoryServiceDeps) {
  return {
    async searchDoctors(q: DoctorSearchQuery): Promise<{ doctors: DoctorCard[]; pagination: Pagination }> {
      const request = planDoctorSearch(q, clock.now());
      const reads = searchReads(db, prepared, request.filters, request.point !== undefined);
      const { total, rows } = await runDoctorSearch(reads, request);
      const pagination = buildPagination(request.page, request.plan.limit, total, SEARCH_TOTAL_CAP);
      return {
        doctors: rows.map(toDoctorCard),
        // The map has no pages: always page 1 of 1, while `totalDoctors` still counts the matches (up to the
        // cap: the map can say it shows 500 of them).
        pagination: request.mapView ? { ...pagination, totalPages: 1, hasNextPage: false } : pagination,
      };
    },

    async searchNurses(q: NurseSearchQuery): Promise<NurseCard[]> {
      const filters: ProviderFilters = {
        ...(q.specialty !== undefined ? { specialties: NURSE_SEARCH_MATCHES[q.specialty] } : {}),
        ...(q.city !== undefined ? { city: q.city } : {}),
      };
      const rows = await searchNurses(prepared, filters, clock.now(), NURSE_LIST_CAP);
      return rows.map(toNurseCard);
    },

    async doctor(id: string): Promise<ProviderDetail> {
      return detail(id, 'doctor', MSG_BOOKING.doctorNotFound);
    },

    async nurse(id: string): Promise<ProviderDetail> {
      return detail(id, 'nurse', MSG_BOOKING.nurseNotFound);
    },
  };

  /** Unknown, unapproved, deactivated and other-role ids all answer the same 404. */
  async function detail(id: string, role: 'doctor' | 'nurse', notFound: string): Promise<ProviderDetail> {
    const now = clock.now();
    const today = indiaDate(now);
    const last = windowLast(today);
    const row = await findListedProvider(db, id, role, { today, last }, now);
    if (!row) throw new NotFoundError(notFound);
    const input = await loadScheduleInput(db, id, { from: today, last });
    return toProviderDetail(row, role, scheduleBetween(today, last, { role, ...input }));
  }
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
