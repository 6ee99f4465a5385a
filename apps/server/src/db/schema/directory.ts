import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many listed doctors have their office in each cell of a grid of PLACE_CELL_DEGREES (modules/directory,
 * decision 079): one row per cell for every specialty (`specialty` '') and one per cell and specialty. Kept by
 * the database — triggers on professional_profiles (migrations 0037, 0039) add and take away a doctor as they
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

/**
 * How many listed doctors have each term — their specialty, each qualification and each verified skill,
 * lower-cased, as the skill keyword searches them — per city and specialty (modules/directory, decision 081).
 * Kept by the database like the place counts: triggers on professional_profiles (migrations 0038, 0039) move a
 * doctor's terms as they become listed or not, move city, or change specialty, qualifications or skills. A
 * keyword search reads the terms that contain the keyword: one term held by more than the cap decides "1,000+",
 * and — a keyword without a space lying always inside one term — no term at all decides "nobody", neither
 * reading a match.
 */
export const directoryKeywordCounts = pgTable(
  'directory_keyword_counts',
  {
    /** Lower-cased, as in search_text. */
    term: text('term').notNull(),
    /** The profile's city and specialty, '' for none. */
    city: text('city').notNull(),
    specialty: text('specialty').notNull(),
    doctors: integer('doctors').notNull(),
  },
  // No CHECK on doctors, for the reason given above.
  (t) => [
    primaryKey({ columns: [t.term, t.city, t.specialty] }),
    // The terms containing a keyword (pg_trgm, as search_text's own indexes).
    index('directory_keyword_counts_term_idx').using('gin', t.term.op('gin_trgm_ops')),
  ],
);

/**
 * How many listed doctors have each number of years of experience, per city and specialty, with '' standing for
 * "any" in either (modules/directory, decision 093): four rows per doctor — any city and any specialty, their
 * city, their specialty, both. Kept by the database like the other counts: triggers on professional_profiles
 * (migration 0042). An experience range's matches are then a sum, exact, read before the page: it is the total,
 * and with the listing's size it tells how densely the range fills the listing order.
 */
export const directoryExperienceCounts = pgTable(
  'directory_experience_counts',
  {
    city: text('city').notNull(),
    specialty: text('specialty').notNull(),
    experience: integer('experience').notNull(),
    doctors: integer('doctors').notNull(),
  },
  // No CHECK on doctors, for the reason given above.
  (t) => [primaryKey({ columns: [t.city, t.specialty, t.experience] })],
);
