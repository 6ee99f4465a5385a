import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { prescriptionKeys } from './keys';

const resultSchema = z.object({ msg: z.string(), isSmartStockEnabled: z.boolean() });

/** PUT /api/prescriptions/{id}/medicines/{index}/smart-stock. */
export function setSmartStock(input: { prescriptionId: string; medicineIndex: number; enabled: boolean }) {
  return api.put(
    `/prescriptions/${encodeURIComponent(input.prescriptionId)}/medicines/${input.medicineIndex}/smart-stock`,
    { enabled: input.enabled },
    { errorMessage: MSG_PRESCRIPTIONS.smartStockFailed, parse: (body) => resultSchema.parse(body) },
  );
}

export function useSetSmartStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSmartStock,
    onSettled: () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.mine }),
  });
}
