import { MSG_CARE_CIRCLE } from '@arogya/contract/messages/care-circle';
import { careCircleSchema } from '@arogya/contract/schemas/care-circle';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { careCircleKeys } from './care-circle-keys';

/** GET /api/profile/my-care-circle. The page shows 'Could not load your Care Circle.' itself. */
export function getCareCircle(signal?: AbortSignal) {
  return api.get('/profile/my-care-circle', {
    toastOnError: false,
    errorMessage: MSG_CARE_CIRCLE.loadFailed,
    ...(signal && { signal }),
    parse: (body) => careCircleSchema.parse(body),
  });
}

export function useCareCircle(enabled = true) {
  return useQuery({ queryKey: careCircleKeys.mine, queryFn: ({ signal }) => getCareCircle(signal), enabled });
}
