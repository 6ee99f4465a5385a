import type { SecondOpinionFileCategory } from '@arogya/contract/constants/second-opinions';
import { MSG_SECOND_OPINION } from '@arogya/contract/messages/second-opinion';
import {
  secondOpinionFileEnvelopeSchema,
  secondOpinionFileListSchema,
} from '@arogya/contract/schemas/second-opinions';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { secondOpinionKeys } from './keys';

/** Large files take time on a slow line: uploads and downloads get ten minutes, not the usual 15 s. */
const TRANSFER_TIMEOUT_MS = 10 * 60_000;

/** POST /api/second-opinions/{id}/upload — multipart `category`, then `file`. */
export function uploadCaseFile(requestId: string, file: File, category: SecondOpinionFileCategory) {
  const form = new FormData();
  form.append('category', category);
  form.append('file', file, file.name);
  return api.post(`/second-opinions/${encodeURIComponent(requestId)}/upload`, form, {
    toastOnError: false,
    timeoutMs: TRANSFER_TIMEOUT_MS,
    parse: (body) => secondOpinionFileEnvelopeSchema.parse(body).data,
  });
}

/** GET /api/second-opinions/{id}/files — only the patient and the assigned specialist. */
export function useCaseFiles(requestId: string | null) {
  return useQuery({
    queryKey: secondOpinionKeys.files(requestId ?? ''),
    enabled: requestId !== null,
    queryFn: ({ signal }) =>
      api.get(`/second-opinions/${encodeURIComponent(requestId ?? '')}/files`, {
        toastOnError: false,
        signal,
        parse: (body) => secondOpinionFileListSchema.parse(body).data,
      }),
  });
}

/** Hands a fetched blob to the browser's save. */
export function saveBlob(data: unknown, filename: string) {
  if (!(data instanceof Blob)) throw new Error(MSG_SECOND_OPINION.downloadFailed);
  const url = URL.createObjectURL(data);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename, rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** GET /api/second-opinions/files/{id}/download (a blob) or the report's PDF. */
export function useDownloadCaseFile() {
  return useMutation({
    mutationFn: async ({ url, filename }: { url: string; filename: string }) => {
      const path = url.replace(/^\/api/, '');
      const data = await api.get<unknown>(path, {
        responseType: 'blob',
        toastOnError: false,
        errorMessage: MSG_SECOND_OPINION.downloadFailed,
        timeoutMs: TRANSFER_TIMEOUT_MS,
      });
      saveBlob(data, filename);
    },
  });
}
