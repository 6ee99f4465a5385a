import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { driverStateSchema, driverStatusResponseSchema } from '@arogya/contract/schemas/ambulance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ambulanceKeys } from './ambulance-keys';

/** GET /api/ambulance/driver/status: whether the driver is online, their city and approval. */
export function getDriverStatus(signal?: AbortSignal) {
  return api.get('/ambulance/driver/status', {
    toastOnError: false,
    errorMessage: MSG_AMBULANCE.driversOnly,
    ...(signal && { signal }),
    parse: (body) => driverStateSchema.parse(body),
  });
}

export function useDriverStatus(enabled: boolean) {
  return useQuery({
    queryKey: ambulanceKeys.driverStatus,
    queryFn: ({ signal }) => getDriverStatus(signal),
    enabled,
  });
}

/** PUT /api/profile/me/driver-status {isOnline}. */
export function setDriverStatus(isOnline: boolean) {
  return api.put(
    '/profile/me/driver-status',
    { isOnline },
    {
      errorMessage: MSG_AMBULANCE.onlyApprovedOnline,
      parse: (body) => driverStatusResponseSchema.parse(body),
    },
  );
}

export function useSetDriverStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDriverStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ambulanceKeys.all }),
  });
}
