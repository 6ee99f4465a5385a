import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many listed doctors have their office in each cell of a grid of PLACE_CELL_DEGREES (modules/directory,
 * decision 079): one row per cell for every specialty (`specialty` '') and one per cell and specialty. Kept by
 * the database — a trigger on professional_profiles (migration 0037) adds and takes away a doctor as they
 * become listed or not, move, or change specialty — so it always equals a count of the listing. A located
 * search sums the cells wholly inside its radius: a lower bound of its matches, which decides "1,000+"
 * without reading a thousand index entries.
 */
export const directoryPlaceCounts = pgTable(
  'directory_place_counts',
  {
    specialty: text('specialty').notNull(),
    /** floor(latitude / PLACE_CELL_DEGREES) and floor(longitude / PLACE_CELL_DEGREES). */
    latCell: integer('lat_cell').notNull(),
    lngCell: integer('lng_cell').notNull(),
    doctors: integer('doctors').notNull(),
  },
  // No CHECK that doctors >= 0: the trigger takes a doctor away by inserting -1 ON CONFLICT … UPDATE, and a
  // CHECK is tested on the row proposed for insertion, before the conflict is found.
  (t) => [primaryKey({ columns: [t.specialty, t.latCell, t.lngCell] })],
);
