import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import { prescriptionListSchema } from '@arogya/contract/schemas/prescriptions';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { prescriptionKeys } from './keys';

/** GET /api/prescriptions/my-prescriptions (spec 01 §7). */
export function getMyPrescriptions(signal?: AbortSignal) {
  return api.get('/prescriptions/my-prescriptions', {
    toastOnError: false,
    errorMessage: MSG_PRESCRIPTIONS.loadFailed,
    ...(signal && { signal }),
    parse: (body) => prescriptionListSchema.parse(body),
  });
}

export function useMyPrescriptions() {
  return useQuery({ queryKey: prescriptionKeys.mine, queryFn: ({ signal }) => getMyPrescriptions(signal) });
}
