import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import {
  type MySchedule,
  myScheduleSchema,
  type SetDayExceptionBody,
} from '@arogya/contract/schemas/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myScheduleKey } from './get-my-schedule';

/** PUT /api/availability/exceptions/{date}: the day off, open all day, or with other hours. */
export function setDayException(input: { date: string; body: SetDayExceptionBody }): Promise<MySchedule> {
  return api.put(`/availability/exceptions/${encodeURIComponent(input.date)}`, input.body, {
    toastOnError: false,
    errorMessage: MSG_AVAILABILITY.dayFailed,
    parse: (data) => myScheduleSchema.parse(data),
  });
}

/** DELETE /api/availability/exceptions/{date}: the day follows the weekly hours again. */
export function clearDayException(date: string): Promise<MySchedule> {
  return api.delete(`/availability/exceptions/${encodeURIComponent(date)}`, {
    toastOnError: false,
    errorMessage: MSG_AVAILABILITY.dayFailed,
    parse: (data) => myScheduleSchema.parse(data),
  });
}

function useScheduleMutation<T>(mutationFn: (input: T) => Promise<MySchedule>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (schedule) => {
      queryClient.setQueryData(myScheduleKey, schedule);
      await queryClient.invalidateQueries({ queryKey: ['availability'], refetchType: 'none' });
    },
  });
}

export const useSetDayException = () => useScheduleMutation(setDayException);
export const useClearDayException = () => useScheduleMutation(clearDayException);
