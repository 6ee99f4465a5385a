import { indiaDate } from '@arogya/contract/india-time';
import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import { assertKeepsBookedDays, planAvailability } from './availability.policy';
import {
  bookedDays,
  findDatesFrom,
  isActiveProfessional,
  lockProfessional,
  replaceDatesInRange,
} from './availability.repo';

export interface AvailabilityServiceDeps {
  db: Database;
  clock: Clock;
}

export interface AvailableDates {
  availableDates: { date: string }[];
}

const asDates = (dates: readonly string[]): AvailableDates => ({
  availableDates: dates.map((date) => ({ date })),
});

export function createAvailabilityService({ db, clock }: AvailabilityServiceDeps) {
  return {
    /** A doctor's or nurse's days from today (India time) on; days that have passed are never shown. */
    async forProfessional(id: string): Promise<AvailableDates> {
      if (!(await isActiveProfessional(db, id)))
        throw new NotFoundError(MSG_AVAILABILITY.professionalNotFound);
      return asDates(await findDatesFrom(db, id, indiaDate(clock.now())));
    },

    /**
     * Replaces the caller's days of the current month (India time) with `requested`, in one
     * transaction: a failure leaves the previous calendar intact. Only ever the caller's own. A day from
     * today on that holds bookings cannot be removed (409 with the number of bookings).
     */
    async setOwn(user: SessionUser, requested: readonly string[]): Promise<AvailableDates> {
      const today = indiaDate(clock.now());
      const plan = planAvailability(requested, today);
      await db.transaction(async (tx) => {
        await lockProfessional(tx, user.id);
        // Days already passed go with the month; a day still ahead that holds bookings must stay.
        assertKeepsBookedDays(
          await bookedDays(tx, user.id, { from: today, last: plan.month.last }),
          plan.dates,
        );
        await replaceDatesInRange(tx, user.id, plan.month, plan.dates, clock.now());
      });
      return asDates(plan.dates);
    },
  };
}
