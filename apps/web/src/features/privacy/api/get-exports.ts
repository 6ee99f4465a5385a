import { SOCKET_EVENTS } from '@arogya/contract/events';
import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import { exportListSchema } from '@arogya/contract/schemas/privacy';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSocketEvent } from '../../../lib/socket';
import { privacyKeys } from './privacy-keys';

/** While an export is being prepared the list is asked again this often (the notification usually comes first). */
export const EXPORT_POLL_MS = 10_000;

/** GET /api/me/export: the person's exports, newest first. The page shows its own error. */
export async function getExports(signal?: AbortSignal) {
  const { exports } = await api.get('/me/export', {
    toastOnError: false,
    errorMessage: MSG_PRIVACY_WEB.exportsLoadFailed,
    ...(signal && { signal }),
    parse: (body) => exportListSchema.parse(body),
  });
  return exports;
}

/**
 * The exports, kept fresh: a notification (the "your export is ready" one among them) refreshes the list,
 * and while one is still being prepared the list is polled, in case the socket is down.
 */
export function useExports() {
  const queryClient = useQueryClient();
  useSocketEvent(SOCKET_EVENTS.newNotification, () => {
    void queryClient.invalidateQueries({ queryKey: privacyKeys.exports });
  });
  return useQuery({
    queryKey: privacyKeys.exports,
    queryFn: ({ signal }) => getExports(signal),
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.status === 'pending') ? EXPORT_POLL_MS : false,
  });
}
