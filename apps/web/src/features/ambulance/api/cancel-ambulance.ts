import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { cancelledAmbulanceSchema } from '@arogya/contract/schemas/ambulance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ambulanceKeys } from './ambulance-keys';

/** POST /api/ambulance/requests/{id}/cancel, by the requester or with the tracking link's token. */
export function cancelAmbulance(args: { id: string; reason: string; trackingToken?: string }) {
  const { id, ...body } = args;
  return api.post(`/ambulance/requests/${id}/cancel`, body, {
    redirectOnUnauthorized: false,
    errorMessage: MSG_AMBULANCE.cannotCancel,
    parse: (b) => cancelledAmbulanceSchema.parse(b),
  });
}

export function useCancelAmbulance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAmbulance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ambulanceKeys.all }),
  });
}
