import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import {
  type MySchedule,
  myScheduleSchema,
  type SetWeeklyHoursBody,
} from '@arogya/contract/schemas/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myScheduleKey } from './get-my-schedule';

/**
 * PUT /api/availability/weekly-hours → the whole schedule again. A change that would leave a booking
 * without its slot answers 409 with the bookings named; the page shows that message where it happened.
 */
export function setWeeklyHours(body: SetWeeklyHoursBody): Promise<MySchedule> {
  return api.put('/availability/weekly-hours', body, {
    toastOnError: false,
    errorMessage: MSG_AVAILABILITY.weeklyHoursFailed,
    parse: (data) => myScheduleSchema.parse(data),
  });
}

/** Saves the week; the answer is the new schedule, and every cached availability is refreshed. */
export function useSetWeeklyHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWeeklyHours,
    onSuccess: async (schedule) => {
      queryClient.setQueryData(myScheduleKey, schedule);
      await queryClient.invalidateQueries({ queryKey: ['availability'], refetchType: 'none' });
    },
  });
}
