/** The availability calendar shows 30 day buttons of the current month. */
export const AVAILABILITY_CALENDAR_DAYS = 30;
