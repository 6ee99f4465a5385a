import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import { indiaDate } from '../../lib/india-time';
import { planAvailability } from './availability.policy';
import { findDatesFrom, isActiveProfessional, replaceDatesInRange } from './availability.repo';

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
     * transaction: a failure leaves the previous calendar intact. Only ever the caller's own.
     */
    async setOwn(user: SessionUser, requested: readonly string[]): Promise<AvailableDates> {
      const plan = planAvailability(requested, indiaDate(clock.now()));
      await db.transaction(async (tx) => {
        await replaceDatesInRange(tx, user.id, plan.month, plan.dates);
      });
      return asDates(plan.dates);
    },
  };
}
