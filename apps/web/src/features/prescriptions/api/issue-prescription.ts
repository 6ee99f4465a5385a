import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import {
  type PrescriptionInput,
  prescriptionListSchema,
  prescriptionResultSchema,
} from '@arogya/contract/schemas/prescriptions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { prescriptionKeys } from './keys';

/** GET /api/prescriptions: what the signed-in doctor issued. */
export function getIssuedPrescriptions(signal?: AbortSignal) {
  return api.get('/prescriptions', {
    toastOnError: false,
    errorMessage: MSG_PRESCRIPTIONS.loadFailed,
    ...(signal && { signal }),
    parse: (body) => prescriptionListSchema.parse(body),
  });
}

export function useIssuedPrescriptions(enabled = true) {
  return useQuery({
    queryKey: prescriptionKeys.issued,
    queryFn: ({ signal }) => getIssuedPrescriptions(signal),
    enabled,
  });
}

/** POST /api/prescriptions, or PUT /api/prescriptions/{id} to amend. */
export function savePrescription({ id, input }: { id?: string; input: PrescriptionInput }) {
  const options = {
    errorMessage: MSG_PRESCRIPTIONS.issueFailed,
    parse: (body: unknown) => prescriptionResultSchema.parse(body),
  };
  return id
    ? api.put(`/prescriptions/${encodeURIComponent(id)}`, input, options)
    : api.post('/prescriptions', input, options);
}

export function useSavePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.issued }),
  });
}
