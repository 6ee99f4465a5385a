/**
 * The rolling window (decision 053): availability can be set, and is offered to patients, from today
 * (India) for this many days — today plus the next 89, so always at least the next 60 days and the
 * calendar's next two months.
 */
export const AVAILABILITY_WINDOW_DAYS = 90;

/** Weekly and single-day hours are set on the half hour (the doctor's slot grid is half-hourly). */
export const AVAILABILITY_HOURS_STEP_MINUTES = 30;

/** Weekdays as `Date#getUTCDay` numbers them, Monday first as the hours editor lists them. */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

export const WEEKDAY_NAMES: Readonly<Record<number, string>> = {
  0: 'Sunday',
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
};
