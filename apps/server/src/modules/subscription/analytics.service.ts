import type { Analytics } from '@arogya/contract/schemas/subscription';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { weeklyBookingsOf, weeklyStatsOf } from './analytics.repo';
import { lastWeeks } from './analytics-weeks';
import { isProNow } from './subscription.policy';

/**
 * GET /analytics/me: the professional's weekly search appearances, profile views and bookings. Pro members
 * get the weeks; others the totals only, with `locked` (the preview that invites upgrading).
 */
export function createAnalyticsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async mine(professionalId: string, weeks: number): Promise<Analytics> {
      const now = clock.now();
      const range = lastWeeks(now, weeks);
      const from = range[0] ?? '';
      const since = new Date(`${from}T00:00:00+05:30`);
      const [stats, bookings, pro] = await Promise.all([
        weeklyStatsOf(db, professionalId, from),
        weeklyBookingsOf(db, professionalId, since),
        isProNow(db, professionalId, now),
      ]);
      const statsByWeek = new Map(stats.map((s) => [s.week, s]));
      const bookingsByWeek = new Map(bookings.map((b) => [b.week, Number(b.bookings)]));
      const rows = range.map((week) => ({
        week,
        searchAppearances: statsByWeek.get(week)?.searchAppearances ?? 0,
        profileViews: statsByWeek.get(week)?.profileViews ?? 0,
        bookings: bookingsByWeek.get(week) ?? 0,
      }));
      const totals = rows.reduce(
        (t, r) => ({
          searchAppearances: t.searchAppearances + r.searchAppearances,
          profileViews: t.profileViews + r.profileViews,
          bookings: t.bookings + r.bookings,
        }),
        { searchAppearances: 0, profileViews: 0, bookings: 0 },
      );
      return { locked: !pro, weeks: pro ? rows : [], totals };
    },
  };
}
