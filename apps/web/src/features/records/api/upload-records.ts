import { MSG_RECORDS } from '@arogya/contract/messages/records';
import { uploadRecordsResultSchema } from '@arogya/contract/schemas/records';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recordKeys } from './keys';

/** POST /api/records: every file as a multipart part named `files`. */
export function uploadRecords(files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return api.post('/records', form, {
    errorMessage: MSG_RECORDS.uploadFailed,
    timeoutMs: 120_000,
    parse: (body) => uploadRecordsResultSchema.parse(body),
  });
}

export function useUploadRecords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRecords,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.mine }),
  });
}
