import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { respondAcceptedSchema } from '@arogya/contract/schemas/ambulance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ambulanceKeys } from './ambulance-keys';

/** POST /api/ambulance/respond {requestId, action}: accepted → `data` is the trip. */
export function respondAmbulance(args: { requestId: string; action: 'accept' | 'decline' }) {
  return api.post('/ambulance/respond', args, {
    toastOnError: false,
    errorMessage: MSG_AMBULANCE.requestGone,
    parse: (body) => respondAcceptedSchema.parse(body),
  });
}

export function useRespondAmbulance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondAmbulance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ambulanceKeys.all }),
  });
}
