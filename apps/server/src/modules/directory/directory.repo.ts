import { type DoctorSort, SEARCH_TOTAL_CAP } from '@arogya/contract/constants/directory';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { type Bind, bindValues, type PreparedReads, plainReads } from '../../db/prepared-reads';
import { appointments } from '../../db/schema/appointments';
import { cellsWithin, EARTH_RADIUS_KM, type StripRuns, stripsAround } from './place-cells';

/**
 * The directory's SQL. Every search filters, counts, orders and pages in the database; only the page
 * (or the map view's capped list) comes back. Searches run through `PreparedReads` (decision 073), so the
 * search benchmark runs exactly the app's statements by handing the same functions a reads that records them;
 * each statement is built from the search's shape and compiled once per shape (decision 077).
 *
 * Index use (migrations 0009, 0030, 0032–0036):
 * - city and/or specialty: index-only scans of professional_profiles_search_{city,specialty}_idx,
 *   which hold every column the search filters, counts and sorts by; a page's walk of the Pro members reads
 *   their twins over the Pro subscribers, professional_profiles_search_*_pro_idx (decision 078);
 * - near a point: index-only scans of the B-tree indexes of the place grid's strips, office and service-area
 *   centre — with a specialty, of their twins led by it — one range per row of the grid (decision 083); deep
 *   pages in the default order read each strip's offices in that order from
 *   professional_profiles_office_order_idx (or its specialty twin) and merge them (decision 094); the
 *   GiST indexes on ll_to_earth(office) and ll_to_earth(service-area centre) (with their specialty twins,
 *   decision 076) for the nearest-first order and where there are no strips (near a pole or the antimeridian);
 *   plus the ids whose service area contains the point (found with the bounding-box index, confirmed in the
 *   service with an exact point-in-polygon test);
 * - skill keyword: the trigram GIN indexes on the generated search_text column, each beside a specialty or a
 *   city (decision 075);
 * - deactivated accounts: not in the listing indexes (account_active, decision 072);
 * - a located search's "more than the cap": the primary key of directory_place_counts, summed over the cells
 *   wholly inside the radius (decision 079), before any match is counted;
 * - a keyword's "more than the cap" or "nobody": the trigram index of directory_keyword_counts, the terms that
 *   contain the keyword (decision 081), before any match is counted.
 */

type Queryable = Database | Tx;

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

/**
 * The cap and the count's limit as literals, not bound values: the statements are planned once for any values
 * (decision 073), and a generic plan prices `limit $n` as a tenth of the rows — which made a walk of a whole
 * listing index look cheaper than the keyword-and-filter index for a count (6 ms against 0.6).
 */
const CAP = sql.raw(String(SEARCH_TOTAL_CAP));
const COUNT_LIMIT = sql.raw(String(SEARCH_TOTAL_CAP + 1));

// ---------------------------------------------------------------------------------------------------------
// Shapes and values (decision 077)
// ---------------------------------------------------------------------------------------------------------

/**
 * The values a search's statements bind, by name. A statement's text follows from the search's shape alone
 * (which filters are set, the sort, the page's way): each shape's statement is built and compiled once
 * (`PreparedReads.shaped`) and each search binds its values into it.
 */
type SearchValue =
  | `specialty${number}`
  | 'city'
  | 'minExperience'
  | 'maxExperience'
  | 'pattern'
  | 'keywordWhole'
  | 'now'
  | 'lat'
  | 'lng'
  | 'centre'
  | 'metres'
  | 'chord'
  | 'latitudeDegrees'
  | 'serviceAreaIds'
  | 'limit'
  | 'offset'
  | 'reach'
  | 'reachBefore'
  | 'cap'
  | 'total'
  | 'cellSpecialty'
  | 'cellLat'
  | 'cellLngFrom'
  | 'cellLngTo'
  | 'stripLat'
  | 'stripLngFrom'
  | 'stripLngTo'
  | 'stripInsideFrom'
  | 'stripInsideTo'
  | `strip${number}${'Cell' | 'From' | 'To' | 'InsideFrom' | 'InsideTo'}`;
type B = Bind<SearchValue>;
type SearchValues = Partial<Record<SearchValue, unknown>>;

/** Which filters a search has: the shape of its WHERE. */
interface FilterShape {
  specialties: number;
  city: boolean;
  minExperience: boolean;
  maxExperience: boolean;
  keyword: boolean;
}

function filterShape(f: ProviderFilters): FilterShape {
  return {
    specialties: f.specialties?.length ?? 0,
    city: f.city !== undefined,
    minExperience: f.minExperience !== undefined,
    maxExperience: f.maxExperience !== undefined,
    keyword: f.skillKeyword !== undefined,
  };
}

function filterValues(f: ProviderFilters): SearchValues {
  const values: SearchValues = {};
  (f.specialties ?? []).forEach((s, i) => {
    values[`specialty${i}`] = s;
  });
  if (f.city !== undefined) values.city = f.city;
  if (f.minExperience !== undefined) values.minExperience = f.minExperience;
  if (f.maxExperience !== undefined) values.maxExperience = f.maxExperience;
  if (f.skillKeyword !== undefined) {
    values.pattern = containsPattern(f.skillKeyword);
    values.keywordWhole = isWholeKeyword(f.skillKeyword);
  }
  return values;
}

/** The point's values: its coordinates, its cube (as ll_to_earth computes it) and the radius's measures. */
function pointValues(near: SearchPoint & { serviceAreaIds?: readonly string[] }): SearchValues {
  const phi = (near.lat * Math.PI) / 180;
  const lambda = (near.lng * Math.PI) / 180;
  const r = EARTH_RADIUS_KM * 1000;
  const xyz = [r * Math.cos(phi) * Math.cos(lambda), r * Math.cos(phi) * Math.sin(lambda), r * Math.sin(phi)];
  const metres = near.radiusKm * 1000;
  return {
    lat: near.lat,
    lng: near.lng,
    centre: `(${xyz.join(', ')})`,
    metres,
    chord: chordOf(metres),
    latitudeDegrees: metres * LATITUDE_DEGREES_PER_METRE,
    ...(near.serviceAreaIds ? { serviceAreaIds: near.serviceAreaIds } : {}),
  };
}

const shapeKey = (statement: string, shape: object) => `${statement}:${JSON.stringify(shape)}`;

// ---------------------------------------------------------------------------------------------------------
// Fragments
// ---------------------------------------------------------------------------------------------------------

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column` is one of the search's specialties (`= …` for one, so the planner sees an equality). */
function specialtySql(column: string, f: FilterShape, b: B): SQL {
  const c = sql.raw(column);
  if (f.specialties === 1) return sql`${c} = ${b('specialty0')}`;
  const values = Array.from({ length: f.specialties }, (_, i) => sql`${b(`specialty${i}`)}`);
  return sql`${c} in (${sql.join(values, sql`, `)})`;
}

/** The experience range's bounds on `experience` (each `and …`), none for an open side. */
function experienceBoundsSql(f: FilterShape, b: B, experience: SQL): SQL {
  const parts: SQL[] = [];
  if (f.minExperience) parts.push(sql`and ${experience} >= ${b('minExperience')}::int`);
  if (f.maxExperience) parts.push(sql`and ${experience} <= ${b('maxExperience')}::int`);
  return sql.join(parts, sql` `);
}

/**
 * The filters every search shares, on professional_profiles aliased `p`; `experience` is what the range bounds
 * (`p.experience`, or an expression no index answers, decision 093).
 */
function filterSql(f: FilterShape, b: B, experience: SQL = sql`p.experience`): SQL {
  const parts: SQL[] = [];
  if (f.specialties > 0) parts.push(sql`and ${specialtySql('p.specialty', f, b)}`);
  if (f.city) parts.push(sql`and p.city = ${b('city')}`);
  parts.push(experienceBoundsSql(f, b, experience));
  if (f.keyword) {
    // search_text is stored lower-cased: LIKE against the lower-cased pattern (lowered by the database, so
    // both sides use its case rules) costs half of ILIKE per row checked. Lowered once per statement: in a
    // generic plan (decision 073) `lower($1)` would be computed again for every row checked.
    parts.push(sql`and p.search_text like (select lower(${b('pattern')}))`);
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
function listedSql(role: 'doctor' | 'nurse', f: FilterShape, b: B, experience?: SQL): SQL {
  return sql`p.role = ${sql.raw(`'${role}'`)} and p.approval_status = 'approved' and not p.needs_availability
    and p.account_active ${filterSql(f, b, experience)}`;
}

/** Pro member at `now` (spec 02 §3): tier pro, status active, expiry in the future. Never null. */
function isProSql(b: Bind<'now'>): SQL {
  return sql`coalesce(p.subscription_tier = 'pro' and p.subscription_status = 'active' and p.subscription_expires_at > ${b('now')}::timestamptz, false)`;
}

/**
 * The Pro members' side of a walk in an index order: the subscription's tier and status as literals, which the
 * Pro twins of the listing indexes are declared over (decision 078), so the walk reads those, then the expiry.
 */
function proWalkSql(b: Bind<'now'>): SQL {
  return sql`p.subscription_tier = 'pro' and p.subscription_status = 'active' and ${isProSql(b)}`;
}

/**
 * Great-circle distance in km from the point to (lat, lng) on earthdistance's sphere — the same number
 * earth_distance(ll_to_earth(...), ll_to_earth(...)) gives (a test checks it), written as haversine because
 * ll_to_earth re-checks its `earth` domain constraints on every call, which made the per-row distance the
 * most expensive part of a radius search. The index prefilter still uses earth_box on ll_to_earth.
 */
function distanceKmSql(latColumn: string, lngColumn: string, b: B): SQL {
  const lat = sql.raw(latColumn);
  const lng = sql.raw(lngColumn);
  return sql`(${2 * EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${lat} - ${b('lat')}::float8) / 2), 2)
    + cos(radians(${b('lat')}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${b('lng')}::float8) / 2), 2)))))`;
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
 * order — up to `reach` rows apiece (the page's offset, at most the cap, plus its limit), and merged: the
 * page's rows are necessarily among those. Without this, the whole group of the top key (thousands of
 * doctors) was read and sorted for every page. The Pro members are walked in their own twin of the listing
 * index (`proWalkSql`, decision 078).
 *
 * `c` is the count beside it (`c.total`, `c.pro_total`, counted up to one past the cap). Below the cap the
 * counts are exact, so each walk stops at its last match instead of reading to the end of the index — and
 * does not start when it has none (a keyword with a filter that matches nobody was read three times), nor
 * for a page past the last match (it had read every match to show none).
 */
function indexOrderPageSql(sort: Exclude<DoctorSort, 'distance_asc'>, where: SQL, b: B): SQL {
  const isPro = isProSql(b);
  const capped = sql`c.total > ${CAP}`;
  const branch = (pro: boolean) => sql`(select p.user_id, p.rating_score, p.average_rating, p.num_reviews,
      p.experience, ${sql.raw(String(pro))} as is_pro
    from professional_profiles p where ${where} and ${pro ? proWalkSql(b) : sql`not ${isPro}`}
    order by ${sql.raw(INDEX_ORDERS[sort])}
    limit case when ${capped} then ${b('reach')}::int when ${b('offset')}::bigint >= c.total then 0
      else least(${b('reach')}::int, ${pro ? sql`c.pro_total` : sql`c.total - c.pro_total`})::int end)`;
  return sql`select * from (${branch(true)} union all ${branch(false)}) b
    order by ${orderSql(sort)} limit ${b('limit')}::int offset ${b('offset')}::bigint`;
}

// ---------------------------------------------------------------------------------------------------------
// Doctor search
// ---------------------------------------------------------------------------------------------------------

/**
 * Doctors whose service-area bounding box contains the point (index professional_profiles_area_bbox_idx),
 * with their polygons: the caller keeps those whose polygon really contains it.
 */
function serviceAreaCandidatesQuery(f: FilterShape, b: B): SQL {
  return sql`select p.user_id, p.service_area from professional_profiles p
    where ${listedSql('doctor', f, b)} and p.service_area_min_lat is not null
      and cube(array[p.service_area_min_lat, p.service_area_min_lng], array[p.service_area_max_lat, p.service_area_max_lng])
        @> cube(array[${b('lat')}::float8, ${b('lng')}::float8])`;
}

export async function findServiceAreaCandidates(
  reads: PreparedReads,
  filters: ProviderFilters,
  point: SearchPoint,
): Promise<{ user_id: string; service_area: unknown }[]> {
  const f = filterShape(filters);
  return reads.shaped<{ user_id: string; service_area: unknown }, SearchValue>(
    shapeKey('service-areas', f),
    (b) => serviceAreaCandidatesQuery(f, b),
    {
      ...filterValues(filters),
      ...pointValues(point),
    },
  );
}

/**
 * How a search's statements are run. Their texts depend only on which filters are set, and one generic plan
 * serves them all (decision 073) — except an experience range with a keyword or a location: how many doctors
 * it keeps decides between walking the listing order (a wide range) and reading the range from the experience
 * index (a narrow one), and a generic plan, blind to the bounds, read the range of 10–20 years and sorted it
 * (14 ms against 0.9 ms). Such a search is planned for its values. Without either, the experience counts
 * decide that way first (decision 093), and each way has its own statement.
 */
export function searchReads(
  db: Queryable,
  prepared: PreparedReads,
  filters: ProviderFilters,
  located: boolean,
): PreparedReads {
  return plannedForValues(filters, located) ? plainReads(db) : prepared;
}

export function plannedForValues(filters: ProviderFilters, located: boolean): boolean {
  return hasExperienceRange(filters) && (located || filters.skillKeyword !== undefined);
}

function hasExperienceRange(f: ProviderFilters): boolean {
  return f.minExperience !== undefined || f.maxExperience !== undefined;
}

/** An unlocated search with an experience range and no keyword: its total comes from the experience counts. */
function usesExperienceCounts(f: ProviderFilters): boolean {
  return hasExperienceRange(f) && f.skillKeyword === undefined;
}

/** What an unlocated search's statement follows from. */
interface UnlocatedShape {
  filters: FilterShape;
  sort: Exclude<DoctorSort, 'distance_asc'>;
  /** Whether the count first reads the keyword's terms (decision 081). */
  keywordCounts: boolean;
}

/**
 * A keyword without a space — what arogya_search_text joins the specialty, qualifications and skills with — can
 * be found in search_text only inside one of its terms (decision 081).
 */
function isWholeKeyword(keyword: string): boolean {
  return !keyword.includes(' ');
}

/** The rows of directory_keyword_counts (`k`) whose term contains the keyword, in the search's specialties and city. */
function keywordTermsSql(f: FilterShape, b: B): SQL {
  const parts: SQL[] = [];
  if (f.specialties > 0) parts.push(sql`and ${specialtySql('k.specialty', f, b)}`);
  if (f.city) parts.push(sql`and k.city = ${b('city')}`);
  return sql`directory_keyword_counts k
    where k.term like (select lower(${b('pattern')})) ${sql.join(parts, sql` `)}`;
}

/**
 * The specialties of the listed doctors holding a term that contains a keyword without a space (in the search's
 * city, if any), at most two — enough to tell none, one, or more (decision 082). Every doctor such a keyword
 * matches holds such a term (decision 081), so the search's matches are all of these specialties. Null for a
 * keyword with a space, which may span two terms, or for a search without a keyword or already of a specialty.
 */
export async function keywordSpecialties(
  reads: PreparedReads,
  filters: ProviderFilters,
): Promise<string[] | null> {
  const f = filterShape(filters);
  if (filters.skillKeyword === undefined || !isWholeKeyword(filters.skillKeyword)) return null;
  if (f.specialties > 0) return null;
  const rows = await reads.shaped<{ specialty: string }, SearchValue>(
    // The terms are filtered by the city alone here: the statement follows from whether there is one.
    shapeKey('keyword-specialties', { city: f.city }),
    (b) => sql`select k.specialty from ${keywordTermsSql(f, b)}
      group by k.specialty having sum(k.doctors) > 0 order by k.specialty limit 2`,
    filterValues(filters),
  );
  return rows.map((r) => r.specialty);
}

/**
 * Whether the keyword counts can decide a search's total (decision 081): it has a keyword, and nothing else
 * filters it but a city and specialties — the counts are kept per term, city and specialty, not per experience.
 */
function usesKeywordCounts(f: ProviderFilters): boolean {
  return f.skillKeyword !== undefined && f.minExperience === undefined && f.maxExperience === undefined;
}

/**
 * The terms containing the keyword under the search's city and specialties (directory_keyword_counts, decision
 * 081), as two bounds of its matches: `most`, the doctors holding the commonest such term — each of them a
 * match, since a term is a piece of search_text — and `matchable`, whether any term holds one at all. A keyword
 * without a space that search_text contains lies inside one of its terms (they are joined by spaces), so for
 * such a keyword no term means no match; a keyword with a space may span two terms, and is never ruled out.
 */
function keywordBoundsSql(f: FilterShape, b: B): SQL {
  return sql`select coalesce(max(t.doctors), 0) as most,
      (count(*) > 0 or not ${b('keywordWhole')}::boolean) as matchable
    from (select sum(k.doctors) as doctors from ${keywordTermsSql(f, b)}
      group by k.term having sum(k.doctors) > 0) t`;
}

/**
 * A search without a location, in one statement: the number of matches, counted up to `SEARCH_TOTAL_CAP + 1`
 * (docs/decisions/044), and the requested page with its cards. The count comes from its own aggregate, so a
 * page beyond the end still reports the total (one row of nulls). Pages that start at or beyond the cap are
 * not read: the pager never offers them, and reading them would make the cost grow with the page number.
 *
 * Everything the query needs is in a covering index (the keyword's search_text included): the matches are
 * read twice — counted until one past the cap, and in the index's order until the page is full — rather than
 * materialised once. A keyword is counted through the trigram index, unless its terms decide the total first
 * (`keywordBoundsSql`, decision 081). The count reads a listing index in its
 * order: without it, the planner priced a scan of the table as cheaper for the commonest shapes (no filter:
 * 1,001 of 60,000 rows), and a scan reads through a small ring of buffers outside the shared ones — 3 ms,
 * against 0.4 ms for the index (decision 072). A located search is `locatedSearchQuery` (+ `locatedPageQuery`).
 */
function doctorSearchQuery(shape: UnlocatedShape, b: B): SQL {
  const where = listedSql('doctor', shape.filters, b);
  const countOrder = shape.filters.keyword ? sql`` : sql`order by ${sql.raw(INDEX_ORDERS.rating_desc)}`;
  const counted = (
    gate: SQL,
  ) => sql`select count(*) as total, count(*) filter (where capped.is_pro) as pro_total
    from (select ${isProSql(b)} as is_pro from professional_profiles p where ${where} ${gate}
      ${countOrder} limit ${COUNT_LIMIT}) capped`;
  // With the keyword counts, the matches are counted only when the terms decide nothing: the gate refers to the
  // bounds alone, so it is a one-time filter that keeps the count from starting. `offset 0` keeps the bounds
  // whole, computed once.
  const count = shape.keywordCounts
    ? sql`select case when k.most > ${CAP} then ${COUNT_LIMIT} when not k.matchable then 0 else n.total end as total,
          n.pro_total
        from (${keywordBoundsSql(shape.filters, b)} offset 0) k
        cross join lateral (${counted(sql`and k.most <= ${CAP} and k.matchable`)}) n`
    : counted(sql``);
  return sql`select c.total::int as total, ${CARD_COLUMNS}, null::float8 as distance, null::int as via
    from (${count}) c
    left join lateral (${indexOrderPageSql(shape.sort, where, b)}) pg on true
    ${cardJoins(true)}
    order by ${orderSql(shape.sort, 'pg.')}`;
}

/**
 * An unlocated search's values: a page that starts at or beyond the cap reads no rows (limit 0), and its walks
 * reach no further than the cap (a page number far past it must not overflow the int the database pages by).
 */
function unlocatedValues(plan: DoctorSearchPlan): SearchValues {
  const limit = plan.offset >= SEARCH_TOTAL_CAP ? 0 : plan.limit;
  return {
    ...filterValues(plan.filters),
    now: plan.now.toISOString(),
    limit,
    offset: plan.offset,
    reach: Math.min(plan.offset, SEARCH_TOTAL_CAP) + limit,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Experience ranges (decision 093)
// ---------------------------------------------------------------------------------------------------------

/**
 * The doctors in the search's experience range and in its listing (city and specialties, any experience), from
 * directory_experience_counts: '' is "any" there, so each search reads one row per year and specialty.
 */
function experienceCountsQuery(f: FilterShape, b: B): SQL {
  return sql`select coalesce(sum(n.doctors) filter (where true ${experienceBoundsSql(f, b, sql`n.experience`)}), 0)::int as in_range,
      coalesce(sum(n.doctors), 0)::int as listed
    from directory_experience_counts n
    where n.city = ${f.city ? b('city') : sql`''`}
      and ${f.specialties > 0 ? specialtySql('n.specialty', f, b) : sql`n.specialty = ''`}`;
}

/** How the page of an experience range is read (see `experiencePageQuery`). */
type ExperiencePageWay = 'walk' | 'range';

/**
 * Walking the listing order reads about reach × listed ÷ in-range entries to find the page's reach; reading the
 * range reads every match once and sorts them. The cheaper one, by those counts. A range sorted by experience
 * is read in the experience index's own order either way.
 */
export function experiencePageWay(reach: number, inRange: number, listed: number): ExperiencePageWay {
  return reach * listed < inRange * inRange ? 'walk' : 'range';
}

/**
 * The page of an experience range, its total known (`total`, up to one past the cap):
 * - 'walk': the listing index in the sort's order, as without a range (`indexOrderPageSql`). The range is
 *   tested on each entry walked, written so that no index can answer it — a generic plan, blind to the bounds,
 *   would otherwise read the range from the experience index and sort it — except for the experience sort,
 *   whose own index the range bounds;
 * - 'range': every match, read from the experience index, then sorted.
 */
function experiencePageQuery(shape: UnlocatedShape, way: ExperiencePageWay, b: B): SQL {
  let rows: SQL;
  if (way === 'walk') {
    const experience = shape.sort === 'experience_desc' ? sql`p.experience` : sql`(p.experience + 0)`;
    const where = listedSql('doctor', shape.filters, b, experience);
    // The total is known and the Pro members' share is not: a null pro_total leaves each branch's limit at the
    // reach (least() skips nulls), and the walk is chosen only where the matches far outnumber the reach.
    rows = sql`(select ${b('total')}::bigint as total, null::bigint as pro_total) c
      cross join lateral (${indexOrderPageSql(shape.sort, where, b)}) pg`;
  } else {
    rows = sql`(select * from (select p.user_id, p.rating_score, p.average_rating, p.num_reviews, p.experience,
        ${isProSql(b)} as is_pro
      from professional_profiles p where ${listedSql('doctor', shape.filters, b)} offset 0) m
      order by ${orderSql(shape.sort)} limit ${b('limit')}::int offset ${b('offset')}::bigint) pg`;
  }
  return sql`select ${b('total')}::int as total, ${CARD_COLUMNS}, null::float8 as distance, null::int as via
    from ${rows} ${cardJoins(false)}
    order by ${orderSql(shape.sort, 'pg.')}`;
}

/** An unlocated search with an experience range: the counts, then the page the cheaper way (none past the end). */
async function searchExperienceRange(
  reads: PreparedReads,
  shape: UnlocatedShape,
  plan: DoctorSearchPlan,
): Promise<DoctorSearchResult> {
  const values = unlocatedValues(plan);
  const [counts] = await reads.shaped<{ in_range: number; listed: number }, SearchValue>(
    shapeKey('experience-counts', shape.filters),
    (b) => experienceCountsQuery(shape.filters, b),
    values,
  );
  const inRange = counts?.in_range ?? 0;
  const total = Math.min(inRange, SEARCH_TOTAL_CAP + 1);
  const reach = Number(values.reach);
  if (inRange === 0 || values.limit === 0 || plan.offset >= inRange) return { total, rows: [] };
  const way = experiencePageWay(reach, inRange, counts?.listed ?? 0);
  const rows = await reads.shaped<ListedProviderRow, SearchValue>(
    shapeKey(`experience-${way}`, shape),
    (b) => experiencePageQuery(shape, way, b),
    { ...values, total },
  );
  return { total, rows };
}

// ---------------------------------------------------------------------------------------------------------
// Located doctor search (decision 074)
// ---------------------------------------------------------------------------------------------------------

/** What a located search's statements follow from. */
interface LocatedShape {
  filters: FilterShape;
  sort: DoctorSort;
  /** Whether any service area contains the point (the third way of finding a doctor). */
  serviceAreas: boolean;
  /** Whether the count first sums the place counts of the cells wholly inside the radius (decision 079). */
  placeCounts: boolean;
  /** Whether the matches are read strip by strip from the B-tree indexes of the grid's rows (decision 083). */
  strips: boolean;
}

/**
 * The place counts' values when they can tell "more than the cap" for this search: only a specialty (or nothing)
 * filters it — the counts are kept per cell for every specialty and per specialty — and some cells are wholly
 * inside its radius.
 */
function placeCountValues(f: ProviderFilters, near: SearchPoint): SearchValues | null {
  const specialties = f.specialties ?? [];
  if (f.city !== undefined || f.minExperience !== undefined || f.maxExperience !== undefined) return null;
  if (f.skillKeyword !== undefined || specialties.length > 1) return null;
  const rows = cellsWithin(near.lat, near.lng, near.radiusKm);
  if (rows.lat.length === 0) return null;
  return {
    cellSpecialty: specialties[0] ?? '',
    cellLat: rows.lat,
    cellLngFrom: rows.lngFrom,
    cellLngTo: rows.lngTo,
  };
}

/**
 * The listed doctors whose office is in a cell wholly inside the radius (directory_place_counts, decision 079):
 * each is a match found by the office, so the sum is at most the number of matches — one index range per row
 * of cells instead of an index entry per match.
 */
function insidePlacesSql(b: B): SQL {
  return sql`select coalesce(sum(n.doctors), 0)
    from unnest(${b('cellLat')}::int[], ${b('cellLngFrom')}::int[], ${b('cellLngTo')}::int[]) as r (lat_cell, lng_from, lng_to)
    join directory_place_counts n on n.specialty = ${b('cellSpecialty')}::text and n.lat_cell = r.lat_cell
      and n.lng_cell between r.lng_from and r.lng_to`;
}

/** earthdistance's sphere's diameter in metres: chord lengths and great-circle distances convert through it. */
const DIAMETER_M = 2 * EARTH_RADIUS_KM * 1000;

/**
 * The point as ll_to_earth computes it (earthdistance: x = R cos φ cos λ, y = R cos φ sin λ, z = R sin φ),
 * bound as one cube value (`pointValues`): a search's statements are prepared with generic plans (decision
 * 073), in which `ll_to_earth($1, $2)` would be computed again — with its domain checks — for every entry a
 * filter tests.
 */
function centreSql(b: B): SQL {
  return sql`${b('centre')}::cube`;
}

/**
 * A radius as the tests need it: metres along the sphere (the GiST indexes' cube around the point), the chord
 * of that arc, and the latitude difference beyond which a place is surely farther (a meridian arc is never
 * longer than the great circle: a quick refusal before any trigonometry).
 */
interface Radius {
  metres: SQL;
  chord: SQL;
  latitudeDegrees: SQL;
}

const chordOf = (metres: number) => DIAMETER_M * Math.sin(Math.min(metres / DIAMETER_M, Math.PI / 2));
/** Degrees of latitude per metre of meridian, widened by a millionth so rounding can never refuse a place. */
const LATITUDE_DEGREES_PER_METRE = (180 * 1.000001) / (Math.PI * EARTH_RADIUS_KM * 1000);

function searchRadius(b: B): Radius {
  return {
    metres: sql`${b('metres')}::float8`,
    chord: sql`${b('chord')}::float8`,
    latitudeDegrees: sql`${b('latitudeDegrees')}::float8`,
  };
}

/**
 * (lat, lng) within the radius of the point along the sphere: the chord from the point to the place's cube no
 * longer than the radius's chord — the same set as a great-circle test, since the chord grows with the arc.
 * `indexed`: as a GiST index answers it, inside the cube around the point (a superset), then the chord on the
 * index's own cube. Otherwise, on a row: a place more than the radius away in latitude alone is refused at
 * once, and the cube is built as ll_to_earth builds it (the same arithmetic, so the same value) without its
 * domain checks, which cost ~2 µs a row. Null coordinates are never within. Every way of a located search is
 * tested with this one predicate, so "found this way" and "not found that way" agree.
 */
function placeWithinSql([lat, lng]: Place, b: B, radius: Radius, indexed = false): SQL {
  const la = sql.raw(lat);
  const lo = sql.raw(lng);
  if (indexed) {
    const place = sql`ll_to_earth(${la}, ${lo})`;
    return sql`(earth_box(${centreSql(b)}, ${radius.metres}) @> ${place}
      and cube_distance(${place}, ${centreSql(b)}) <= ${radius.chord})`;
  }
  const earth = sql`${EARTH_RADIUS_KM * 1000}::float8`;
  const place = sql`cube(array[${earth} * cos(radians(${la})) * cos(radians(${lo})),
    ${earth} * cos(radians(${la})) * sin(radians(${lo})), ${earth} * sin(radians(${la}))])`;
  // A CASE, so the order holds however the planner arranges the conditions around it.
  return sql`(case when ${la} is null or ${lo} is null or abs(${la} - ${b('lat')}::float8) > ${radius.latitudeDegrees}
    then false else cube_distance(${place}, ${centreSql(b)}) <= ${radius.chord} end)`;
}

/**
 * The strips of the grid around the point (`stripsAround`, decision 083) as rows `s`: the strip's latitude cell,
 * the longitudes its places within the radius lie between, and those between which they are all within it.
 */
function stripsSql(b: B): SQL {
  return sql`unnest(${b('stripLat')}::int[], ${b('stripLngFrom')}::float8[], ${b('stripLngTo')}::float8[],
    ${b('stripInsideFrom')}::float8[], ${b('stripInsideTo')}::float8[]) as s (cell, lng_from, lng_to, inside_from, inside_to)`;
}

/**
 * (lat, lng) is in strip `s` and within the radius: the range of the strip's B-tree index (its latitude's cell,
 * then the longitude), then the distance — tested only outside the longitudes where the whole strip is within.
 */
function placeInStripSql([lat, lng]: Place, b: B, radius: Radius): SQL {
  const la = sql.raw(lat);
  const lo = sql.raw(lng);
  return sql`arogya_place_cell(${la}) = s.cell and ${lo} between s.lng_from and s.lng_to
    and (${lo} between s.inside_from and s.inside_to or ${placeWithinSql([lat, lng], b, radius)})`;
}

function placeNotWithinSql(place: Place, b: B, radius: Radius): SQL {
  return sql`not ${placeWithinSql(place, b, radius)}`;
}

type Place = readonly [lat: string, lng: string];
const office = (t: string): Place => [`${t}.latitude`, `${t}.longitude`];
const centroid = (t: string): Place => [`${t}.service_area_centroid_lat`, `${t}.service_area_centroid_lng`];

/**
 * The doctor in `column` is one whose service area contains the point. `indexed`: as an `= any` the primary key
 * answers (the third branch); otherwise a hashed lookup — a list tested on a row is searched from its start
 * (a generic plan does not hash a bound array), and a dense area at 1,000,000 providers has ~700 such ids.
 */
function inServiceAreaSql(shape: LocatedShape, b: B, column: string, indexed = false): SQL {
  if (!shape.serviceAreas) return sql`false`;
  const ids = sql`${b('serviceAreaIds')}::uuid[]`;
  return indexed ? sql`${sql.raw(column)} = any(${ids})` : sql`${sql.raw(column)} in (select unnest(${ids}))`;
}

/**
 * The nearest way the doctor in `t` is found, as [km, via] (arrays compare element by element): the office
 * (1) or the service-area centre (2) when within the radius, at their great-circle distance; 0 inside the
 * service area (3). Null when none.
 */
function nearestWaySql(shape: LocatedShape, b: B, t: string): SQL {
  const radius = searchRadius(b);
  return sql`least(
    case when ${placeWithinSql(office(t), b, radius)} then array[${distanceKmSql(...office(t), b)}, 1::float8] end,
    case when ${placeWithinSql(centroid(t), b, radius)} then array[${distanceKmSql(...centroid(t), b)}, 2::float8] end,
    case when ${inServiceAreaSql(shape, b, `${t}.user_id`)} then array[0::float8, 3::float8] end)`;
}

/** The columns of a located match: the listing's, and both places (for the nearest way). */
function locatedColumnsSql(b: B): SQL {
  return sql`p.user_id, p.rating_score, p.average_rating, p.num_reviews, p.experience,
    ${isProSql(b)} as is_pro, p.latitude, p.longitude, p.service_area_centroid_lat, p.service_area_centroid_lng`;
}

/**
 * The located matches within `radius` as three disjoint branches — found by the office; else by the
 * service-area centre; else inside the service area — so each doctor comes once without grouping, and a count
 * or a walk can stop early. Each geographic index carries the other place's coordinates (migrations 0033, 0040),
 * so the first two are index-only. `strips`: the first two read the strips around the point (`stripsAround`,
 * decision 083) — not for a radius worked out by the statement itself (the nearest-first order's). `offices` false:
 * only the other two (the merge reads the offices itself, decision 094).
 */
function locatedMatchesSql(
  shape: LocatedShape,
  b: B,
  where: SQL,
  radius: Radius,
  strips: boolean,
  offices = true,
): SQL {
  const columns = locatedColumnsSql(b);
  // Found by `place` (and `more`): strip by strip — a B-tree range per row of the grid, each a subquery kept whole
  // (`offset 0`) so it is read per strip, which a generic plan otherwise traded for a scan of a whole index — or
  // through the place's GiST index.
  const foundBy = (place: Place, more: SQL) =>
    strips
      ? sql`select found.* from ${stripsSql(b)} cross join lateral (select ${columns} from professional_profiles p
          where ${where} and ${placeInStripSql(place, b, radius)} ${more} offset 0) found`
      : sql`select ${columns} from professional_profiles p
          where ${where} and ${placeWithinSql(place, b, radius, true)} ${more}`;
  const branches: SQL[] = [
    ...(offices ? [foundBy(office('p'), sql``)] : []),
    foundBy(
      centroid('p'),
      sql`and p.service_area_centroid_lat is not null and p.service_area_centroid_lng is not null
        and ${placeNotWithinSql(office('p'), b, radius)}`,
    ),
  ];
  if (shape.serviceAreas) {
    // The few doctors whose area contains the point, read by primary key, then filtered: a subquery the planner
    // keeps whole (`offset 0`), so a keyword is checked on those rows rather than by a bitmap of its trigram
    // index's every candidate ANDed with them (5,059 entries for "asthma" to keep none: 0.6 ms).
    branches.push(sql`select ${columns} from (
        select * from professional_profiles p where ${inServiceAreaSql(shape, b, 'p.user_id', true)} offset 0
      ) p
      where ${where} and ${placeNotWithinSql(office('p'), b, radius)} and ${placeNotWithinSql(centroid('p'), b, radius)}`);
  }
  return sql.join(branches, sql` union all `);
}

/** The page's cards, with each doctor's nearest way; `rows` has the listing columns (and `distance` if sorted by it). */
function locatedCardsSql(shape: LocatedShape, b: B, rows: SQL, outer: boolean): SQL {
  return sql`${CARD_COLUMNS}, round(w.best[1]::numeric, 1)::float8 as distance, w.best[2]::int as via
    from ${rows} ${cardJoins(outer)}
    left join lateral (select ${nearestWaySql(shape, b, 'd')} as best) w on true
    order by ${orderSql(shape.sort, 'pg.')}`;
}

/**
 * A located search's first statement: the number of matches, counted up to one past the cap — the disjoint
 * branches stop there, so a dense area reads ~1,000 index entries, not every match — and, when they are
 * fewer (all read already), the page, sorted from them. With more than the cap, the page is
 * `locatedPageQuery`'s. With place counts, the cells wholly inside the radius are summed first, and when they
 * alone hold more than the cap the matches are neither counted nor read (the CASE does not evaluate the count,
 * and the page's subquery does not run).
 */
function locatedSearchQuery(shape: LocatedShape, b: B): SQL {
  const where = listedSql('doctor', shape.filters, b);
  const distance =
    shape.sort === 'distance_asc'
      ? sql`, round((${nearestWaySql(shape, b, 'm')})[1]::numeric, 1)::float8 as distance`
      : sql``;
  const counted = sql`select count(*)::int as total from (select 1 from m limit ${COUNT_LIMIT}) capped`;
  const total = shape.placeCounts
    ? // `offset 0` keeps the subquery whole: pulled up, its CASE was copied to where the page tests the total,
      // and the sum and the count were evaluated twice.
      sql`select case when (${insidePlacesSql(b)}) > ${CAP} then ${COUNT_LIMIT} else (${counted}) end as total offset 0`
    : counted;
  return sql`with m as materialized (${locatedMatchesSql(shape, b, where, searchRadius(b), shape.strips)})
    select c.total, ${locatedCardsSql(
      shape,
      b,
      sql`(${total}) c
        left join lateral (select m.* ${distance} from m where c.total <= ${CAP}
          order by ${orderSql(shape.sort)} limit ${b('limit')}::int offset ${b('offset')}::bigint) pg on true`,
      true,
    )}`;
}

/**
 * Below this many rows to reach (offset + limit), the page of a located search with more matches than the
 * cap is read by walking the sort's listing index and keeping the doctors found: the first pages of a dense
 * area. Deeper pages sort every match.
 */
export const LOCATED_WALK_REACH = 60;

/** How the page of a located search with more matches than the cap is read (see `locatedPageQuery`). */
type LocatedPageWay = 'nearest' | 'walk' | 'merge' | 'sort';

/**
 * The way to a located search's page past its first statement; null when that statement had it (or none).
 * `strips`: how many strips of the grid the disc crosses (0 where there are none).
 */
function locatedPageWay(plan: DoctorSearchPlan, total: number, strips: number): LocatedPageWay | null {
  if (total <= SEARCH_TOTAL_CAP || plan.offset >= SEARCH_TOTAL_CAP) return null;
  const sort = effectiveSort(plan);
  if (sort === 'distance_asc') return 'nearest';
  if (plan.offset + plan.limit <= LOCATED_WALK_REACH) return 'walk';
  return sort === 'rating_desc' && strips > 0 ? 'merge' : 'sort';
}

/** Each strip's bounds as values of their own (`strip3From`…): the merge binds a strip's five numbers. */
function stripValues(strips: StripRuns): SearchValues {
  const values: SearchValues = {};
  strips.lat.forEach((cell, i) => {
    values[`strip${i}Cell`] = cell;
    values[`strip${i}From`] = strips.lngFrom[i];
    values[`strip${i}To`] = strips.lngTo[i];
    values[`strip${i}InsideFrom`] = strips.insideFrom[i];
    values[`strip${i}InsideTo`] = strips.insideTo[i];
  });
  return values;
}

/**
 * The offices in the strips around the point, in the default order (decision 094): one subquery per strip, each
 * reading `professional_profiles_office_order_idx` (or its specialty twin) — the strip's row of the grid, in
 * rating ↓, reviews ↓, id — up to the reach, so that the strips merge into one ordered stream and a page reads only
 * as far down each strip as it needs. A strip's longitudes are tested on the entries read (`+ 0`): a range the
 * 0040 index could answer would lead the planner to read each strip whole from it and sort it.
 */
function officesInOrderSql(b: B, where: SQL, radius: Radius, strips: number): SQL {
  const columns = locatedColumnsSql(b);
  const order = sql.raw(INDEX_ORDERS.rating_desc);
  const branches = Array.from({ length: strips }, (_, i) => {
    const lng = sql`p.longitude + 0`;
    return sql`(select ${columns} from professional_profiles p
      where ${where} and arogya_place_cell(p.latitude) = ${b(`strip${i}Cell`)}::int
        and ${lng} between ${b(`strip${i}From`)}::float8 and ${b(`strip${i}To`)}::float8
        and (${lng} between ${b(`strip${i}InsideFrom`)}::float8 and ${b(`strip${i}InsideTo`)}::float8
          or ${placeWithinSql(office('p'), b, radius)})
      order by ${order} limit ${b('reach')}::int)`;
  });
  return sql.join(branches, sql` union all `);
}

/**
 * The page of a located search with more matches than the cap, `reach` being its offset plus its limit:
 * - by distance ('nearest'): the reach-th nearest office and the reach-th nearest service-area centre
 *   (nearest-neighbour scans of the GiST indexes) are each at least as far as the reach-th nearest doctor, so
 *   every doctor on the page is within the nearer of the two, rounded to the shown 0.1 km, plus half of that
 *   step (ties in the shown km are ordered by Pro, rating, …) and a metre against rounding: only the matches
 *   inside it are read and sorted;
 * - the first pages of another sort ('walk'): the sort's listing index in its order, Pro members and the
 *   others each up to the reach (as without a location), keeping the doctors found any of the three ways;
 * - deeper pages in the default order, where the disc has strips ('merge'): the offices strip by strip in that
 *   order, merged with the few found another way (decision 094), so only about `reach` offices are read;
 * - other deeper pages ('sort'): every match, sorted.
 */
function locatedPageQuery(shape: LocatedShape, way: LocatedPageWay, b: B, strips = 0): SQL {
  const where = listedSql('doctor', shape.filters, b);
  const page = sql`limit ${b('limit')}::int offset ${b('offset')}::bigint`;
  const radius = searchRadius(b);

  let rows: SQL;
  if (way === 'nearest') {
    const nth = ([lat, lng]: Place, extra: SQL) => {
      const place = sql`ll_to_earth(${sql.raw(lat)}, ${sql.raw(lng)})`;
      return sql`(select ${DIAMETER_M}::float8 * asin(least(1::float8, (${place} <-> ${centreSql(b)}) / ${DIAMETER_M}::float8))
        from professional_profiles p
        where ${where} ${extra} and earth_box(${centreSql(b)}, ${radius.metres}) @> ${place}
        order by ${place} <-> ${centreSql(b)} limit 1 offset ${b('reachBefore')}::int)`;
    };
    const nearest = sql`least(${nth(office('p'), sql``)}, ${nth(centroid('p'), sql`and p.service_area_centroid_lat is not null and p.service_area_centroid_lng is not null`)})`;
    // Computed once (a materialized CTE over a subquery kept whole by `offset 0`), however many times the
    // branches test against it.
    const cut: Radius = {
      metres: sql`(select cut.metres from cut)`,
      chord: sql`(select cut.chord from cut)`,
      latitudeDegrees: sql`(select cut.latitude_degrees from cut)`,
    };
    rows = sql`with cut as materialized (
        select metres, ${DIAMETER_M}::float8 * sin(least(metres / ${DIAMETER_M}::float8, pi() / 2)) as chord,
          metres * ${LATITUDE_DEGREES_PER_METRE}::float8 as latitude_degrees
        from (select least(${radius.metres}, round(${nearest} / 100) * 100 + 51) as metres offset 0) r)
      select m.*, round((${nearestWaySql(shape, b, 'm')})[1]::numeric, 1)::float8 as distance
      from (${locatedMatchesSql(shape, b, where, cut, false)}) m
      order by ${orderSql('distance_asc')} ${page}`;
  } else if (way === 'walk') {
    const sort = shape.sort as Exclude<DoctorSort, 'distance_asc'>;
    // Tested on each entry walked, without the operators the GiST indexes answer: the planner would otherwise
    // combine three bitmaps of every match and sort them.
    const found = sql`(${placeWithinSql(office('p'), b, radius)} or ${placeWithinSql(centroid('p'), b, radius)}
      or ${inServiceAreaSql(shape, b, 'p.user_id')})`;
    const isPro = isProSql(b);
    const branch = (pro: boolean) => sql`(select p.user_id, p.rating_score, p.average_rating, p.num_reviews,
        p.experience, ${sql.raw(String(pro))} as is_pro
      from professional_profiles p where ${where} and ${pro ? proWalkSql(b) : sql`not ${isPro}`} and ${found}
      order by ${sql.raw(INDEX_ORDERS[sort])} limit ${b('reach')}::int)`;
    rows = sql`select * from (${branch(true)} union all ${branch(false)}) b order by ${orderSql(sort)} ${page}`;
  } else if (way === 'merge') {
    // The offices strip by strip in order, and the few found another way (a service-area centre, inside a
    // service area) read whole and sorted: one ordered stream each, merged.
    const others = sql`(select * from (${locatedMatchesSql(shape, b, where, radius, true, false)}) p
      order by ${sql.raw(INDEX_ORDERS.rating_desc)} limit ${b('reach')}::int)`;
    rows = sql`select * from (${officesInOrderSql(b, where, radius, strips)} union all ${others}) m
      order by ${orderSql('rating_desc')} ${page}`;
  } else {
    rows = sql`select * from (${locatedMatchesSql(shape, b, where, radius, shape.strips)}) m order by ${orderSql(shape.sort)} ${page}`;
  }
  return sql`select ${locatedCardsSql(shape, b, sql`(${rows}) pg`, false)}`;
}

export async function searchDoctors(
  reads: PreparedReads,
  plan: DoctorSearchPlan,
): Promise<DoctorSearchResult> {
  const filters = filterShape(plan.filters);
  const sort = effectiveSort(plan);
  if (plan.near) {
    const placeCounts = placeCountValues(plan.filters, plan.near);
    const strips = stripsAround(plan.near.lat, plan.near.lng, plan.near.radiusKm);
    const shape: LocatedShape = {
      filters,
      sort,
      serviceAreas: plan.near.serviceAreaIds.length > 0,
      placeCounts: placeCounts !== null,
      strips: strips !== null,
    };
    const values: SearchValues = {
      ...filterValues(plan.filters),
      ...placeCounts,
      ...(strips && {
        stripLat: strips.lat,
        stripLngFrom: strips.lngFrom,
        stripLngTo: strips.lngTo,
        stripInsideFrom: strips.insideFrom,
        stripInsideTo: strips.insideTo,
      }),
      now: plan.now.toISOString(),
      ...pointValues(plan.near),
      limit: plan.limit,
      offset: plan.offset,
      reach: plan.offset + plan.limit,
      reachBefore: plan.offset + plan.limit - 1,
    };
    const first = await reads.shaped<ListedProviderRow & { total: number }, SearchValue>(
      shapeKey('located', shape),
      (b) => locatedSearchQuery(shape, b),
      values,
    );
    const total = first[0]?.total ?? 0;
    const stripCount = strips?.lat.length ?? 0;
    const way = locatedPageWay(plan, total, stripCount);
    // A merge binds each strip's bounds, and its statement has a subquery per strip: one per number of strips.
    const merge = way === 'merge' && strips !== null;
    const rows = way
      ? await reads.shaped<ListedProviderRow, SearchValue>(
          shapeKey(`located-page-${way}`, merge ? { ...shape, stripCount } : shape),
          (b) => locatedPageQuery(shape, way, b, stripCount),
          merge ? { ...values, ...stripValues(strips) } : values,
        )
      : first;
    return { total, rows: rows.filter((r) => r.user_id !== null) };
  }
  const shape: UnlocatedShape = {
    filters,
    sort: sort === 'distance_asc' ? 'rating_desc' : sort,
    keywordCounts: usesKeywordCounts(plan.filters),
  };
  if (usesExperienceCounts(plan.filters)) return searchExperienceRange(reads, shape, plan);
  const rows = await reads.shaped<ListedProviderRow & { total: number }, SearchValue>(
    shapeKey('unlocated', shape),
    (b) => doctorSearchQuery(shape, b),
    unlocatedValues(plan),
  );
  const total = rows[0]?.total ?? 0;
  return { total, rows: rows.filter((r) => r.user_id !== null) };
}

// ---------------------------------------------------------------------------------------------------------
// Nurse search
// ---------------------------------------------------------------------------------------------------------

/** Nurses in the default order (rating, Pro among equals, reviews, id), at most `cap`. */
function nurseSearchQuery(f: FilterShape, b: B): SQL {
  return sql`select ${CARD_COLUMNS}, null::float8 as distance, null::int as via
    from (
      select p.user_id, p.rating_score, p.average_rating, p.num_reviews, ${isProSql(b)} as is_pro
      from professional_profiles p where ${listedSql('nurse', f, b)}
      order by ${orderSql('rating_desc')} limit ${b('cap')}::int
    ) pg
    ${cardJoins(false)}
    order by ${orderSql('rating_desc', 'pg.')}`;
}

export async function searchNurses(
  reads: PreparedReads,
  filters: ProviderFilters,
  now: Date,
  cap: number,
): Promise<ListedProviderRow[]> {
  const f = filterShape(filters);
  return reads.shaped<ListedProviderRow, SearchValue>(shapeKey('nurses', f), (b) => nurseSearchQuery(f, b), {
    ...filterValues(filters),
    now: now.toISOString(),
    cap,
  });
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
  const rows = await plainReads(db).rows<ProviderDetailRow>(
    sql`select p.user_id, u.name, u.profile_picture_url, coalesce(p.city, u.city) as city, p.specialty,
        p.experience, p.average_rating, p.num_reviews, p.verified_skills, p.latitude, p.longitude,
        p.service_area, p.service_area_centroid_lat, p.service_area_centroid_lng, ${isProSql(bindValues({ now: now.toISOString() }))} as is_pro,
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
