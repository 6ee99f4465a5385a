import { labTestChangedSchema } from '@arogya/contract/schemas/lab-tests';
import { api } from '../../../lib/api-client';
import { useLabMutation } from './lab-test-keys';

/** POST /api/lab-tests/{id}/cancel. */
export function useCancelLabTest() {
  return useLabMutation((args: { id: string; reason?: string }) =>
    api.post(`/lab-tests/${encodeURIComponent(args.id)}/cancel`, args.reason ? { reason: args.reason } : {}, {
      toastOnError: false,
      parse: (body) => labTestChangedSchema.parse(body),
    }),
  );
}
