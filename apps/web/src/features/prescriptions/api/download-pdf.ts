import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import type { Prescription } from '@arogya/contract/schemas/prescriptions';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** GET /api/prescriptions/{id}/pdf → the server-made PDF, saved by the browser. */
export async function downloadPrescriptionPdf(rx: Pick<Prescription, '_id' | 'date'>) {
  const data = await api.get<unknown>(`/prescriptions/${encodeURIComponent(rx._id)}/pdf`, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
    errorMessage: MSG_PRESCRIPTIONS.notFound,
    timeoutMs: 30_000,
  });
  saveBlob(data, `prescription-${rx.date}-${rx._id.slice(-8)}.pdf`);
}

export function useDownloadPrescriptionPdf() {
  return useMutation({ mutationFn: downloadPrescriptionPdf });
}
