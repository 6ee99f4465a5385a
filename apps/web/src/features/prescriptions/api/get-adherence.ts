import { ADHERENCE_WINDOW_DAYS } from '@arogya/contract/constants/prescriptions';
import { adherenceSchema } from '@arogya/contract/schemas/prescriptions';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { prescriptionKeys } from './keys';

/** GET /api/prescriptions/adherence?days=30 → score, streak, doses due and taken. */
export function getAdherence(signal?: AbortSignal) {
  return api.get('/prescriptions/adherence', {
    query: { days: ADHERENCE_WINDOW_DAYS },
    toastOnError: false,
    ...(signal && { signal }),
    parse: (body) => adherenceSchema.parse(body),
  });
}

export function useAdherence() {
  return useQuery({
    queryKey: prescriptionKeys.adherence(ADHERENCE_WINDOW_DAYS),
    queryFn: ({ signal }) => getAdherence(signal),
  });
}
