import { MSG_RECORDS } from '@arogya/contract/messages/records';
import { msgSchema } from '@arogya/contract/schemas/common';
import {
  type HealthRecord,
  recordShareSchema,
  shareTargetListSchema,
} from '@arogya/contract/schemas/records';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { recordKeys } from './keys';

/** GET /api/records/{id}/download → saved by the browser under the record's name. */
export async function downloadRecord(record: Pick<HealthRecord, '_id' | 'name'>) {
  const data = await api.get<unknown>(`/records/${encodeURIComponent(record._id)}/download`, {
    responseType: 'blob',
    headers: { Accept: '*/*' },
    errorMessage: MSG_RECORDS.notFound,
    timeoutMs: 60_000,
  });
  saveBlob(data, record.name);
}

export function useDownloadRecord() {
  return useMutation({ mutationFn: downloadRecord });
}

/** DELETE /api/records/{id}. */
export function deleteRecord(id: string) {
  return api.delete(`/records/${encodeURIComponent(id)}`, { parse: (body) => msgSchema.parse(body) });
}

export function useDeleteRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecord,
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.mine }),
  });
}

/** GET /api/records/share-targets: the doctors and nurses of the patient's appointments. */
export function useShareTargets(enabled: boolean) {
  return useQuery({
    queryKey: recordKeys.shareTargets,
    queryFn: ({ signal }) =>
      api.get('/records/share-targets', {
        signal,
        toastOnError: false,
        parse: (b) => shareTargetListSchema.parse(b),
      }),
    enabled,
  });
}

/** POST /api/records/{id}/shares. */
export function shareRecord({ recordId, professionalId }: { recordId: string; professionalId: string }) {
  return api.post(
    `/records/${encodeURIComponent(recordId)}/shares`,
    { professionalId },
    {
      parse: (body) => recordShareSchema.parse(body),
    },
  );
}

/** DELETE /api/records/{id}/shares/{shareId}. */
export function revokeShare({ recordId, shareId }: { recordId: string; shareId: string }) {
  return api.delete(`/records/${encodeURIComponent(recordId)}/shares/${encodeURIComponent(shareId)}`, {
    parse: (body) => msgSchema.parse(body),
  });
}

export function useShareRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareRecord,
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.mine }),
  });
}

export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShare,
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.mine }),
  });
}
