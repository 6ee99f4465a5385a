import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import { todayChecklistSchema } from '@arogya/contract/schemas/prescriptions';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { prescriptionKeys } from './keys';

/** GET /api/prescriptions/today: Today's Checklist at the patient's dose times. */
export function getTodayChecklist(signal?: AbortSignal) {
  return api.get('/prescriptions/today', {
    toastOnError: false,
    errorMessage: MSG_PRESCRIPTIONS.loadFailed,
    ...(signal && { signal }),
    parse: (body) => todayChecklistSchema.parse(body),
  });
}

export function useTodayChecklist() {
  return useQuery({ queryKey: prescriptionKeys.today, queryFn: ({ signal }) => getTodayChecklist(signal) });
}
