import { TIME_ZONE } from '@arogya/contract/constants/appointments';
import { indiaDate } from '@arogya/contract/india-time';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { demandCells, searchEvents } from '../../db/schema/demand';
import { areaLabel, type DemandEvent, specialtyLabel } from './demand-cells';

/**
 * Writes recorded searches in one statement of six arrays, one row per element (`unnest`), however many: its
 * text never changes and nothing is built per row. (An INSERT … VALUES of 200 rows built by drizzle was ~5 %
 * of the server's time under a load of city searches; decision 077's measurements.)
 */
export async function insertSearchEvents(db: Database, events: readonly DemandEvent[]): Promise<void> {
  if (events.length === 0) return;
  const column = <T>(pick: (e: DemandEvent) => T) => sql.param(events.map(pick));
  await db.execute(sql`insert into ${searchEvents} (cell, lat, lng, city, specialty, created_at)
    select * from unnest(${column((e) => e.cell)}::text[], ${column((e) => e.lat)}::float8[],
      ${column((e) => e.lng)}::float8[], ${column((e) => e.city)}::text[], ${column((e) => e.specialty)}::text[],
      ${column((e) => e.createdAt.toISOString())}::timestamptz[])`);
}

export interface AggregateResult {
  /** Raw searches folded into day cells. */
  moved: number;
  /** Day cells created or updated. */
  cells: number;
  /** Day cells dropped for being older than the retention. */
  purged: number;
}

/**
 * Folds raw searches recorded before `settledBefore` into per-day cells, and drops cells of days before
 * `keepFromDay`, in one transaction.
 *
 * The move is a single statement — DELETE … RETURNING feeding INSERT … ON CONFLICT DO UPDATE — so the
 * rows counted are exactly the rows deleted: a batch flushed meanwhile (even one carrying older
 * timestamps) is either moved whole or left for the next run, never deleted uncounted, and a second
 * run finds nothing to move. Two runs at once serialise on the deleted rows' locks.
 */
export async function aggregateSearchEvents(
  db: Database,
  opts: { settledBefore: Date; keepFromDay: string },
): Promise<AggregateResult> {
  return db.transaction(async (tx) => {
    const moved = await tx.execute(sql`
      with moved as (
        delete from ${searchEvents}
        where ${searchEvents.createdAt} < ${opts.settledBefore.toISOString()}::timestamptz
        returning cell, lat, lng, city, specialty, created_at
      ),
      grouped as (
        select cell, city, specialty, (created_at at time zone ${TIME_ZONE})::date as day,
               min(lat) as lat, min(lng) as lng, count(*)::int as searches
        from moved
        group by 1, 2, 3, 4
      ),
      upserted as (
        insert into ${demandCells} (cell, city, specialty, day, lat, lng, searches)
        select cell, city, specialty, day, lat, lng, searches from grouped
        on conflict (cell, city, specialty, day)
        do update set searches = ${demandCells.searches} + excluded.searches
        returning 1
      )
      select (select coalesce(sum(searches), 0)::int from grouped) as moved,
             (select count(*)::int from upserted) as cells
    `);
    const purged = await tx
      .delete(demandCells)
      .where(lt(demandCells.day, opts.keepFromDay))
      .returning({ day: demandCells.day });
    const row = rowsOf<{ moved: number; cells: number }>(moved)[0];
    return { moved: Number(row?.moved ?? 0), cells: Number(row?.cells ?? 0), purged: purged.length };
  });
}

/** A heatmap point (spec 02 §3, Demand point): searches in an area for a specialty since a moment. */
export interface DemandPoint {
  lat: number;
  lng: number;
  /** Searches in the window: the demand level reads it (above 20 High, above 10 Medium). */
  intensity: number;
  area: string;
  city: string;
  specialty: string;
}

/**
 * The busiest cells since `since`, busiest first: day cells from the India day of `since` on, plus the
 * raw searches not folded yet, so the map is current between aggregation runs. Read in one statement,
 * so a search is never counted both raw and folded.
 */
export async function topDemandCells(
  db: Database,
  opts: { since: Date; limit: number; city?: string | undefined; specialty?: string | undefined },
): Promise<DemandPoint[]> {
  const city = opts.city ? sql`and d.city = ${opts.city}` : sql``;
  const specialty = opts.specialty ? sql`and d.specialty = ${opts.specialty}` : sql``;
  const result = await db.execute(sql`
    select cell, city, specialty, min(lat) as lat, min(lng) as lng, sum(searches)::int as intensity
    from (
      select cell, city, specialty, lat, lng, searches
      from ${demandCells} where ${demandCells.day} >= ${indiaDate(opts.since)}::date
      union all
      select cell, city, specialty, lat, lng, 1
      from ${searchEvents} where ${searchEvents.createdAt} >= ${opts.since.toISOString()}::timestamptz
    ) d
    where true ${city} ${specialty}
    group by cell, city, specialty
    order by intensity desc, cell, city, specialty
    limit ${opts.limit}
  `);
  return rowsOf<{
    cell: string;
    city: string;
    specialty: string;
    lat: number;
    lng: number;
    intensity: number;
  }>(result).map((r) => {
    const lat = Number(r.lat);
    const lng = Number(r.lng);
    return {
      lat,
      lng,
      intensity: Number(r.intensity),
      area: areaLabel(r.cell, r.city, lat, lng),
      city: r.city,
      specialty: specialtyLabel(r.specialty),
    };
  });
}
