import { fill } from '@arogya/contract/messages/fill';
import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import type { ExportView } from '@arogya/contract/schemas/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { privacyKeys } from './privacy-keys';

/**
 * GET /api/me/export/{id} → the ZIP, fetched with the session and handed to the browser's save. 410 (expired)
 * and 409 (not ready) carry the server's message, shown as a toast; the list is refreshed either way, so a
 * row that expired meanwhile shows as expired.
 */
export async function downloadExport(item: Pick<ExportView, 'id' | 'requestedAt'>) {
  const data = await api.get<unknown>(`/me/export/${encodeURIComponent(item.id)}`, {
    responseType: 'blob',
    headers: { Accept: 'application/zip' },
    errorMessage: MSG_PRIVACY_WEB.downloadFailed,
    timeoutMs: 120_000,
  });
  saveBlob(data, fill(MSG_PRIVACY_WEB.exportFileName, { date: item.requestedAt.slice(0, 10) }));
}

export function useDownloadExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadExport,
    onError: () => queryClient.invalidateQueries({ queryKey: privacyKeys.exports }),
  });
}
