import { MSG_RECORDS } from '@arogya/contract/messages/records';
import { healthRecordListSchema } from '@arogya/contract/schemas/records';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recordKeys } from './keys';

/** GET /api/records: the patient's health records, newest first. */
export function getRecords(signal?: AbortSignal) {
  return api.get('/records', {
    toastOnError: false,
    errorMessage: MSG_RECORDS.loadFailed,
    ...(signal && { signal }),
    parse: (body) => healthRecordListSchema.parse(body),
  });
}

export function useRecords() {
  return useQuery({ queryKey: recordKeys.mine, queryFn: ({ signal }) => getRecords(signal) });
}
