import { labTestChangedSchema } from '@arogya/contract/schemas/lab-tests';
import { api } from '../../../lib/api-client';
import { useLabMutation } from './lab-test-keys';

/** POST /api/lab-tests/{id}/report (multipart, field `file`). */
export function useUploadLabReport() {
  return useLabMutation((args: { id: string; file: File }) => {
    const form = new FormData();
    form.append('file', args.file);
    return api.post(`/lab-tests/${encodeURIComponent(args.id)}/report`, form, {
      toastOnError: false,
      timeoutMs: 60_000,
      parse: (body) => labTestChangedSchema.parse(body),
    });
  });
}
