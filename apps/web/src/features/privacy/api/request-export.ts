import { exportStartedSchema } from '@arogya/contract/schemas/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { privacyKeys } from './privacy-keys';

/**
 * POST /api/me/export → 202 with the new (pending) export. A second request within a day is refused with
 * 429 and a message saying when; the page shows it beside the button, so no toast here.
 */
export function requestExport() {
  return api.post('/me/export', undefined, {
    toastOnError: false,
    parse: (body) => exportStartedSchema.parse(body),
  });
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.exports }),
  });
}
