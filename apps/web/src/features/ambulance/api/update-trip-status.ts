import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { tripResponseSchema } from '@arogya/contract/schemas/ambulance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ambulanceKeys } from './ambulance-keys';

/** PUT /api/ambulance/trips/{id}/status: the driver moves the trip forward. */
export function updateTripStatus(args: { id: string; status: 'en_route' | 'arrived' | 'completed' }) {
  return api.put(
    `/ambulance/trips/${args.id}/status`,
    { status: args.status },
    {
      errorMessage: MSG_AMBULANCE.notYourTrip,
      parse: (body) => tripResponseSchema.parse(body),
    },
  );
}

export function useUpdateTripStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTripStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ambulanceKeys.trips }),
  });
}
