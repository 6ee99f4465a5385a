import { type LabTest, labTestChangedSchema } from '@arogya/contract/schemas/lab-tests';
import { api } from '../../../lib/api-client';
import { useLabMutation } from './lab-test-keys';

/** PUT /api/lab-tests/{id}/status. */
export function useUpdateLabStatus() {
  return useLabMutation((args: { id: string; status: LabTest['status']; paidAtCollection?: boolean }) =>
    api.put(
      `/lab-tests/${encodeURIComponent(args.id)}/status`,
      {
        status: args.status,
        ...(args.paidAtCollection !== undefined && { paidAtCollection: args.paidAtCollection }),
      },
      { toastOnError: false, parse: (body) => labTestChangedSchema.parse(body) },
    ),
  );
}
