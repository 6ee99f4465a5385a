import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { professionalWeeklyStats } from '../../db/schema/subscription';

export interface WeeklyIncrement {
  professionalId: string;
  week: string;
  searchAppearances: number;
  profileViews: number;
}

/** Rows per statement: 4 parameters each, far below PostgreSQL's 65,535. */
const CHUNK = 1_000;

/** Adds counted appearances and views to their week rows (one upsert per thousand rows). */
export async function addWeeklyCounts(db: Database, rows: readonly WeeklyIncrement[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(professionalWeeklyStats)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [professionalWeeklyStats.professionalId, professionalWeeklyStats.week],
        set: {
          searchAppearances: sql`${professionalWeeklyStats.searchAppearances} + excluded.search_appearances`,
          profileViews: sql`${professionalWeeklyStats.profileViews} + excluded.profile_views`,
        },
      });
  }
}

/** The professional's week rows from `fromWeek` on, oldest first. */
export async function weeklyStatsOf(db: Database, professionalId: string, fromWeek: string) {
  return db
    .select({
      week: professionalWeeklyStats.week,
      searchAppearances: professionalWeeklyStats.searchAppearances,
      profileViews: professionalWeeklyStats.profileViews,
    })
    .from(professionalWeeklyStats)
    .where(
      and(
        eq(professionalWeeklyStats.professionalId, professionalId),
        gte(professionalWeeklyStats.week, fromWeek),
      ),
    )
    .orderBy(asc(professionalWeeklyStats.week));
}

/** Bookings made with the professional since `since`, per India week (Monday), from the appointments. */
export async function weeklyBookingsOf(db: Database, professionalId: string, since: Date) {
  const week = sql<string>`to_char(date_trunc('week', (${appointments.createdAt} at time zone 'Asia/Kolkata')), 'YYYY-MM-DD')`;
  return db
    .select({ week, bookings: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.professionalId, professionalId), gte(appointments.createdAt, since)))
    .groupBy(week);
}

/** Drops week rows older than `beforeWeek`: storage stays bounded. */
export async function purgeWeeklyStats(db: Database, beforeWeek: string): Promise<number> {
  const rows = await db
    .delete(professionalWeeklyStats)
    .where(lt(professionalWeeklyStats.week, beforeWeek))
    .returning({ week: professionalWeeklyStats.week });
  return rows.length;
}
