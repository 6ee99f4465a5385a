import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * One row per doctor search, written in batches by the demand recorder (never in the request path).
 * Raw rows live for minutes: the `demand-aggregate` job folds them into `demand_cells` and deletes them,
 * so this table stays small whatever the traffic. No user id is kept — demand is about places, not people.
 */
export const searchEvents = pgTable(
  'search_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'geo:<lat>:<lng>' (a 0.05° grid cell, about 5 km) or 'city:<name>' for a search without a position. */
    cell: text('cell').notNull(),
    /** Centre of the cell (the city centre for a city cell). */
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** '' when the search named no city and its position is in none of ours. */
    city: text('city').notNull().default(''),
    /** '' when the search did not filter by specialty. */
    specialty: text('specialty').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The aggregation job takes everything older than a cut-off.
  (t) => [index('search_events_created_at_idx').on(t.createdAt)],
);

/**
 * Searches per cell, city, specialty and India day: what the demand heatmap reads. Bounded by
 * cells × specialties × 90 days (older days are purged by the same job).
 */
export const demandCells = pgTable(
  'demand_cells',
  {
    cell: text('cell').notNull(),
    city: text('city').notNull(),
    specialty: text('specialty').notNull(),
    /** The India (Asia/Kolkata) calendar day of the searches. */
    day: date('day', { mode: 'string' }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    searches: integer('searches').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cell, t.city, t.specialty, t.day] }),
    // The heatmap and the purge range over days.
    index('demand_cells_day_idx').on(t.day),
    check('demand_cells_searches_positive', sql`${t.searches} > 0`),
  ],
);
