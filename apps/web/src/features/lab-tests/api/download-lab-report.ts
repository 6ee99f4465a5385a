import type { LabTest } from '@arogya/contract/schemas/lab-tests';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/lab-tests/{id}/report: private, so fetched with the session and saved from a Blob. */
export async function downloadLabReport(
  test: Pick<LabTest, '_id' | 'testName' | 'collectionDate'>,
): Promise<void> {
  const blob = await api.get<Blob>(`/lab-tests/${encodeURIComponent(test._id)}/report`, {
    responseType: 'blob',
    toastOnError: false,
  });
  const extension = blob.type === 'application/pdf' ? 'pdf' : blob.type === 'image/png' ? 'png' : 'jpg';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${test.testName} ${test.collectionDate}.${extension}`.replace(/[\\/:*?"<>|]/g, '-');
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadLabReport() {
  return useMutation({ mutationFn: downloadLabReport });
}
