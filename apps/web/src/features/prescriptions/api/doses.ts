import type { DoseSlot } from '@arogya/contract/constants/prescriptions';
import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import { doseResultSchema } from '@arogya/contract/schemas/prescriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { prescriptionKeys } from './keys';

/** POST /api/prescriptions/{id}/take-dose: one pill off the count, the dose recorded now. */
export function takeDose({
  prescriptionId,
  medicineIndex,
}: {
  prescriptionId: string;
  medicineIndex: number;
}) {
  return api.post(
    `/prescriptions/${encodeURIComponent(prescriptionId)}/take-dose`,
    { medicineIndex },
    { errorMessage: MSG_PRESCRIPTIONS.checkOffFailed, parse: (body) => doseResultSchema.parse(body) },
  );
}

/** POST /api/prescriptions/{id}/log-dose: a day's doses of a medicine, or one of them with doseSlot. */
export function logDose(input: {
  prescriptionId: string;
  medicineIndex: number;
  scheduledDate: string;
  doseSlot?: DoseSlot;
}) {
  const { prescriptionId, ...body } = input;
  return api.post(
    `/prescriptions/${encodeURIComponent(prescriptionId)}/log-dose`,
    { ...body, notes: '' },
    { errorMessage: MSG_PRESCRIPTIONS.logDoseFailed, parse: (data) => doseResultSchema.parse(data) },
  );
}

function useRefreshAfterDose() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.all });
}

export function useTakeDose() {
  const refresh = useRefreshAfterDose();
  return useMutation({ mutationFn: takeDose, onSettled: refresh });
}

export function useLogDose() {
  const refresh = useRefreshAfterDose();
  return useMutation({ mutationFn: logDose, onSettled: refresh });
}
