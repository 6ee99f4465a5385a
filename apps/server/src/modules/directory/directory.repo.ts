import { type DoctorSort, SEARCH_TOTAL_CAP } from '@arogya/contract/constants/directory';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { appointments } from '../../db/schema/appointments';

/**
 * The directory's SQL. Every search filters, counts, orders and pages in the database; only the page
 * (or the map view's capped list) comes back. The statements are built by pure functions so the search
 * benchmark can run exactly the same SQL straight through the driver.
 *
 * Index use (migrations 0009, 0030, 0032):
 * - city and/or specialty: index-only scans of professional_profiles_search_{city,specialty}_idx,
 *   which hold every column the search filters, counts and sorts by;
 * - near a point: index-only scans of the GiST indexes on ll_to_earth(office) and ll_to_earth(service-area
 *   centre), prefiltered with earth_box, plus the ids whose service area contains the point (found with
 *   the bounding-box index, confirmed in the service with an exact point-in-polygon test);
 * - skill keyword: the trigram GIN index on the generated search_text column;
 * - deactivated accounts: not in the listing indexes (account_active, decision 072).
 */

type Queryable = Database | Tx;

/** earthdistance's sphere: earth() = 6378168 m. */
const EARTH_RADIUS_KM = 6378.168;

export interface ProviderFilters {
  /** Stored specialties to accept (a nurse search category may map to one or more). */
  specialties?: readonly string[];
  city?: string;
  minExperience?: number;
  maxExperience?: number;
  /** Case-insensitive substring of the specialty, qualifications or verified skills. */
  skillKeyword?: string;
}

export interface SearchPoint {
  lat: number;
  lng: number;
  radiusKm: number;
}

export interface DoctorSearchPlan {
  filters: ProviderFilters;
  /** A located search, with the doctors whose service area was found to contain the point. */
  near?: SearchPoint & { serviceAreaIds: readonly string[] };
  sort: DoctorSort;
  limit: number;
  offset: number;
  /** The Pro tie-break counts a subscription only while it is unexpired at this instant. */
  now: Date;
}

/** How a located search found a doctor: 1 office, 2 service-area centre, 3 service area contains the point. */
export type MatchVia = 1 | 2 | 3;

/** One listed doctor or nurse, as the card needs it. */
export interface ListedProviderRow {
  user_id: string;
  name: string;
  profile_picture_url: string | null;
  city: string | null;
  specialty: string | null;
  experience: number | null;
  average_rating: number;
  num_reviews: number;
  verified_skills: string[];
  latitude: number | null;
  longitude: number | null;
  service_area: unknown;
  service_area_centroid_lat: number | null;
  service_area_centroid_lng: number | null;
  is_pro: boolean;
  /** Kilometres, one decimal; null unless located. */
  distance: number | null;
  via: MatchVia | null;
}

export interface DoctorSearchResult {
  total: number;
  rows: ListedProviderRow[];
}

async function queryRows<R>(db: Queryable, query: SQL): Promise<R[]> {
  return rowsOf<R>(await db.execute(query));
}

// ---------------------------------------------------------------------------------------------------------
// Fragments
// ---------------------------------------------------------------------------------------------------------

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The filters every search shares, on professional_profiles aliased `p`. */
function filterSql(f: ProviderFilters): SQL {
  const parts: SQL[] = [];
  const specialties = f.specialties ?? [];
  if (specialties.length === 1) parts.push(sql`and p.specialty = ${specialties[0]}`);
  else if (specialties.length > 1) {
    parts.push(
      sql`and p.specialty in (${sql.join(
        specialties.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  if (f.city !== undefined) parts.push(sql`and p.city = ${f.city}`);
  if (f.minExperience !== undefined) parts.push(sql`and p.experience >= ${f.minExperience}::int`);
  if (f.maxExperience !== undefined) parts.push(sql`and p.experience <= ${f.maxExperience}::int`);
  if (f.skillKeyword !== undefined) {
    // search_text is stored lower-cased: LIKE against the lower-cased pattern (lowered once, by the
    // database, so both sides use its case rules) costs half of ILIKE per row checked.
    parts.push(sql`and p.search_text like lower(${containsPattern(f.skillKeyword)})`);
  }
  return sql.join(parts, sql` `);
}

/**
 * Listed: the role (a literal, so the planner can use the doctors-only partial indexes), approved, with a
 * first availability and an active account — exactly the listing indexes' predicate, so the planner proves
 * them from the query — and the filters. `account_active` is the database's copy of `users.is_active`
 * (decision 072): the anti-join against users it replaces cost every search ~0.7 ms of planning and ~0.5 ms
 * of execution.
 */
function listedSql(role: 'doctor' | 'nurse', f: ProviderFilters): SQL {
  return sql`p.role = ${sql.raw(`'${role}'`)} and p.approval_status = 'approved' and not p.needs_availability
    and p.account_active ${filterSql(f)}`;
}

/** Pro member at `now` (spec 02 §3): tier pro, status active, expiry in the future. Never null. */
function isProSql(now: Date): SQL {
  return sql`coalesce(p.subscription_tier = 'pro' and p.subscription_status = 'active' and p.subscription_expires_at > ${now.toISOString()}::timestamptz, false)`;
}

/**
 * Great-circle distance in km from the point to (lat, lng) on earthdistance's sphere — the same number
 * earth_distance(ll_to_earth(...), ll_to_earth(...)) gives (a test checks it), written as haversine because
 * ll_to_earth re-checks its `earth` domain constraints on every call, which made the per-row distance the
 * most expensive part of a radius search. The index prefilter still uses earth_box on ll_to_earth.
 */
function distanceKmSql(latColumn: string, lngColumn: string, point: SearchPoint): SQL {
  const lat = sql.raw(latColumn);
  const lng = sql.raw(lngColumn);
  return sql`(${2 * EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${lat} - ${point.lat}::float8) / 2), 2)
    + cos(radians(${point.lat}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${point.lng}::float8) / 2), 2)))))`;
}

/** The GiST-indexable prefilter: (lat, lng) inside the cube around the point (a superset of the circle). */
function earthBoxSql(latColumn: string, lngColumn: string, point: SearchPoint): SQL {
  return sql`earth_box(ll_to_earth(${point.lat}::float8, ${point.lng}::float8), ${point.radiusKm * 1000}::float8) @> ll_to_earth(${sql.raw(latColumn)}, ${sql.raw(lngColumn)})`;
}

/**
 * The order of a search. Pro members rank ahead AMONG EQUALS: Pro is the tie-breaker right after the
 * primary key of the chosen sort, then the remaining keys, then the id so paging is deterministic.
 * Distances compare as shown (km, one decimal). `prefix` qualifies the columns ('' inside a subquery whose
 * output names they are).
 */
export function orderSql(sort: DoctorSort, prefix = ''): SQL {
  const c = (name: string) => `${prefix}${name}`;
  const rating = `${c('rating_score')} desc nulls last`;
  const reviews = `${c('num_reviews')} desc nulls last`;
  const pro = `${c('is_pro')} desc`;
  const id = `${c('user_id')} asc`;
  const keys: Record<DoctorSort, string[]> = {
    rating_desc: [rating, pro, reviews, id],
    experience_desc: [`${c('experience')} desc nulls last`, pro, rating, reviews, id],
    reviews_desc: [reviews, pro, rating, id],
    distance_asc: [`${c('distance')} asc nulls last`, pro, rating, reviews, id],
  };
  return sql.raw(keys[sort].join(', '));
}

/** Sorting by distance needs a point; without one the default order applies. */
function effectiveSort(plan: DoctorSearchPlan): DoctorSort {
  return plan.sort === 'distance_asc' && !plan.near ? 'rating_desc' : plan.sort;
}

/** The card's columns for the listed ids of `pg`, joined by primary key (only the page's rows). */
const CARD_COLUMNS = sql`pg.user_id, u.name, u.profile_picture_url, coalesce(d.city, u.city) as city,
  d.specialty, d.experience, d.average_rating, d.num_reviews, d.verified_skills, d.latitude, d.longitude,
  d.service_area, d.service_area_centroid_lat, d.service_area_centroid_lng, pg.is_pro`;
/** Outer joins keep the count's row when the page is empty (a page beyond the end). */
function cardJoins(outer: boolean): SQL {
  const join = outer ? 'left join' : 'join';
  return sql.raw(
    `${join} professional_profiles d on d.user_id = pg.user_id ${join} users u on u.id = pg.user_id`,
  );
}

/** The orders a listing index holds: each sort's keys without Pro, which depends on the clock. */
const INDEX_ORDERS: Record<Exclude<DoctorSort, 'distance_asc'>, string> = {
  rating_desc: 'p.rating_score desc nulls last, p.num_reviews desc nulls last, p.user_id asc',
  experience_desc:
    'p.experience desc nulls last, p.rating_score desc nulls last, p.num_reviews desc nulls last, p.user_id asc',
  reviews_desc: 'p.num_reviews desc nulls last, p.rating_score desc nulls last, p.user_id asc',
};

/**
 * A page of an unlocated sort (Pro among equals right after its primary key, then the rest, then the id)
 * that reads a listing index in its order and stops early. Pro depends on the clock, so no index holds that
 * order; instead the Pro members and everyone else are each read in the sort's order without Pro — an index
 * order — up to `offset + limit` rows apiece, and merged: the page's rows are necessarily among those.
 * Without this, the whole group of the top key (thousands of doctors) was read and sorted for every page.
 *
 * `c` is the count beside it (`c.total`, `c.pro_total`, counted up to one past the cap). Below the cap the
 * counts are exact, so each walk stops at its last match instead of reading to the end of the index — and
 * does not start when it has none (a keyword with a filter that matches nobody was read three times), nor
 * for a page past the last match (it had read every match to show none).
 */
function indexOrderPageSql(
  sort: Exclude<DoctorSort, 'distance_asc'>,
  where: SQL,
  now: Date,
  limit: number,
  offset: number,
): SQL {
  const isPro = isProSql(now);
  // A page from the cap on reads no rows (limit 0): its reach needs no more than the cap, and a page number
  // far past it must not overflow the int the database pages by.
  const reach = Math.min(offset, SEARCH_TOTAL_CAP) + limit;
  const capped = sql`c.total > ${SEARCH_TOTAL_CAP}`;
  const branch = (pro: boolean) => sql`(select p.user_id, p.rating_score, p.average_rating, p.num_reviews,
      p.experience, ${sql.raw(String(pro))} as is_pro
    from professional_profiles p where ${where} and ${pro ? isPro : sql`not ${isPro}`}
    order by ${sql.raw(INDEX_ORDERS[sort])}
    limit case when ${capped} then ${reach}::int when ${offset}::bigint >= c.total then 0
      else least(${reach}::int, ${pro ? sql`c.pro_total` : sql`c.total - c.pro_total`})::int end)`;
  return sql`select * from (${branch(true)} union all ${branch(false)}) b
    order by ${orderSql(sort)} limit ${limit}::int offset ${offset}::bigint`;
}

// ---------------------------------------------------------------------------------------------------------
// Doctor search
// ---------------------------------------------------------------------------------------------------------

/**
 * Doctors whose service-area bounding box contains the point (index professional_profiles_area_bbox_idx),
 * with their polygons: the caller keeps those whose polygon really contains it.
 */
export function serviceAreaCandidatesQuery(filters: ProviderFilters, point: SearchPoint): SQL {
  return sql`select p.user_id, p.service_area from professional_profiles p
    where ${listedSql('doctor', filters)} and p.service_area_min_lat is not null
      and cube(array[p.service_area_min_lat, p.service_area_min_lng], array[p.service_area_max_lat, p.service_area_max_lng])
        @> cube(array[${point.lat}::float8, ${point.lng}::float8])`;
}

export async function findServiceAreaCandidates(
  db: Queryable,
  filters: ProviderFilters,
  point: SearchPoint,
): Promise<{ user_id: string; service_area: unknown }[]> {
  return queryRows(db, serviceAreaCandidatesQuery(filters, point));
}

/**
 * One statement: the number of matches, counted up to `SEARCH_TOTAL_CAP + 1` (docs/decisions/044), and the
 * requested page with its cards. The count comes from its own aggregate, so a page beyond the end still
 * reports the total (one row of nulls). Pages that start at or beyond the cap are not read: the pager
 * never offers them, and reading them would make the cost grow with the page number.
 */
export function doctorSearchQuery(plan: DoctorSearchPlan): SQL {
  const sort = effectiveSort(plan);
  const isPro = isProSql(plan.now);
  const pageLimit = plan.offset >= SEARCH_TOTAL_CAP ? 0 : plan.limit;
  const page = sql`limit ${pageLimit}::int offset ${plan.offset}::bigint`;
  const where = listedSql('doctor', plan.filters);
  const columns = sql`p.user_id, p.rating_score, p.average_rating, p.num_reviews, p.experience, ${isPro} as is_pro`;

  if (!plan.near) {
    // Everything the query needs is in a covering index (the keyword's search_text included): the matches
    // are read twice — counted until one past the cap, and in the index's rating order until the page is
    // full — rather than materialised once. A keyword is counted through the trigram index.
    // The count reads a listing index in its order: without it, the planner priced a scan of the table as
    // cheaper for the commonest shapes (no filter: 1,001 of 60,000 rows), and a scan reads through a small
    // ring of buffers outside the shared ones — 3 ms, against 0.4 ms for the index (decision 072).
    const countOrder =
      plan.filters.skillKeyword === undefined ? sql`order by ${sql.raw(INDEX_ORDERS.rating_desc)}` : sql``;
    return sql`select c.total::int as total, ${CARD_COLUMNS}, null::float8 as distance, null::int as via
      from (select count(*) as total, count(*) filter (where capped.is_pro) as pro_total from (
        select ${isPro} as is_pro from professional_profiles p where ${where}
        ${countOrder} limit ${SEARCH_TOTAL_CAP + 1}::int
      ) capped) c
      left join lateral (${indexOrderPageSql(sort === 'distance_asc' ? 'rating_desc' : sort, where, plan.now, pageLimit, plan.offset)}) pg on true
      ${cardJoins(true)}
      order by ${orderSql(sort, 'pg.')}`;
  }

  // A located search is a union of index scans grouped by doctor: find the matches once.
  const near = plan.near;
  const branches: SQL[] = [
    sql`select ${columns}, ${distanceKmSql('p.latitude', 'p.longitude', near)} as distance_km, 1 as via
      from professional_profiles p
      where ${where} and ${earthBoxSql('p.latitude', 'p.longitude', near)}
        and ${distanceKmSql('p.latitude', 'p.longitude', near)} <= ${near.radiusKm}::float8`,
    sql`select ${columns}, ${distanceKmSql('p.service_area_centroid_lat', 'p.service_area_centroid_lng', near)} as distance_km, 2 as via
      from professional_profiles p
      where ${where} and p.service_area_centroid_lat is not null and p.service_area_centroid_lng is not null
        and ${earthBoxSql('p.service_area_centroid_lat', 'p.service_area_centroid_lng', near)}
        and ${distanceKmSql('p.service_area_centroid_lat', 'p.service_area_centroid_lng', near)} <= ${near.radiusKm}::float8`,
  ];
  if (near.serviceAreaIds.length > 0) {
    branches.push(sql`select ${columns}, 0::float8 as distance_km, 3 as via
      from professional_profiles p
      where ${where} and p.user_id = any(${sql.param(near.serviceAreaIds)}::uuid[])`);
  }
  // A doctor found several ways counts once, at the smallest distance (0 inside the service area); the
  // smallest [distance, via] pair names the place (arrays compare element by element, so no per-doctor sort).
  const matches = sql`select g.user_id, g.rating_score, g.average_rating, g.num_reviews, g.experience, g.is_pro,
      round(g.best[1]::numeric, 1)::float8 as distance, g.best[2]::int as via
    from (
      select h.user_id, max(h.rating_score) as rating_score, max(h.average_rating) as average_rating,
        max(h.num_reviews) as num_reviews,
        max(h.experience) as experience, bool_or(h.is_pro) as is_pro,
        min(array[h.distance_km, h.via::float8]) as best
      from (${sql.join(branches, sql` union all `)}) h
      group by h.user_id
    ) g`;
  return sql`with m as materialized (${matches})
    select c.total::int as total, ${CARD_COLUMNS}, pg.distance, pg.via
    from (select count(*) as total from m) c
    left join lateral (select * from m order by ${orderSql(sort)} ${page}) pg on true
    ${cardJoins(true)}
    order by ${orderSql(sort, 'pg.')}`;
}

export async function searchDoctors(db: Queryable, plan: DoctorSearchPlan): Promise<DoctorSearchResult> {
  const rows = await queryRows<ListedProviderRow & { total: number }>(db, doctorSearchQuery(plan));
  const total = rows[0]?.total ?? 0;
  return { total, rows: rows.filter((r) => r.user_id !== null) };
}

// ---------------------------------------------------------------------------------------------------------
// Nurse search
// ---------------------------------------------------------------------------------------------------------

/** Nurses in the default order (rating, Pro among equals, reviews, id), at most `cap`. */
export function nurseSearchQuery(filters: ProviderFilters, now: Date, cap: number): SQL {
  return sql`select ${CARD_COLUMNS}, null::float8 as distance, null::int as via
    from (
      select p.user_id, p.rating_score, p.average_rating, p.num_reviews, ${isProSql(now)} as is_pro
      from professional_profiles p where ${listedSql('nurse', filters)}
      order by ${orderSql('rating_desc')} limit ${cap}::int
    ) pg
    ${cardJoins(false)}
    order by ${orderSql('rating_desc', 'pg.')}`;
}

export async function searchNurses(
  db: Queryable,
  filters: ProviderFilters,
  now: Date,
  cap: number,
): Promise<ListedProviderRow[]> {
  return queryRows(db, nurseSearchQuery(filters, now, cap));
}

// ---------------------------------------------------------------------------------------------------------
// Doctor and nurse profiles
// ---------------------------------------------------------------------------------------------------------

export interface ProviderDetailRow extends ListedProviderRow {
  qualifications: string[];
  bio: string | null;
  /** Non-cancelled appointments from `today` to `last` (times in slot-label form, unordered). */
  taken_slots: { date: string; time: string }[];
}

/**
 * A listed (approved, active) doctor or nurse with the slots already taken from `today` (India) to the
 * end of the booking window `last`, in one round trip. Null when there is no such listed person. Their
 * bookable days come from the availability schedule (decision 053), read beside it.
 */
export async function findListedProvider(
  db: Queryable,
  id: string,
  role: 'doctor' | 'nurse',
  range: { today: string; last: string },
  now: Date,
): Promise<ProviderDetailRow | null> {
  const rows = await queryRows<ProviderDetailRow>(
    db,
    sql`select p.user_id, u.name, u.profile_picture_url, coalesce(p.city, u.city) as city, p.specialty,
        p.experience, p.average_rating, p.num_reviews, p.verified_skills, p.latitude, p.longitude,
        p.service_area, p.service_area_centroid_lat, p.service_area_centroid_lng, ${isProSql(now)} as is_pro,
        null::float8 as distance, null::int as via, p.qualifications, p.bio,
        coalesce((
          select json_agg(json_build_object('date', ap.appointment_date::text, 'time', ap.appointment_time))
          from ${appointments} ap
          where ap.professional_id = p.user_id and ap.status <> 'Cancelled'
            and ap.appointment_date between ${range.today}::date and ${range.last}::date
        ), '[]'::json) as taken_slots
      from professional_profiles p join users u on u.id = p.user_id
      where p.user_id = ${id}::uuid and p.role = ${role} and p.approval_status = 'approved' and u.is_active`,
  );
  return rows[0] ?? null;
}
