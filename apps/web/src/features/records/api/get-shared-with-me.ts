import { MSG_RECORDS } from '@arogya/contract/messages/records';
import { sharedRecordListSchema } from '@arogya/contract/schemas/records';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recordKeys } from './keys';

/** GET /api/records/shared-with-me: what patients shared with this doctor or nurse. */
export function useSharedWithMe() {
  return useQuery({
    queryKey: recordKeys.sharedWithMe,
    queryFn: ({ signal }) =>
      api.get('/records/shared-with-me', {
        signal,
        toastOnError: false,
        errorMessage: MSG_RECORDS.loadFailed,
        parse: (body) => sharedRecordListSchema.parse(body),
      }),
  });
}
