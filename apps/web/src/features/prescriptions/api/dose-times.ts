import { type DoseTimes, doseTimesSchema } from '@arogya/contract/schemas/prescriptions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { prescriptionKeys } from './keys';

/** GET /api/prescriptions/dose-times. */
export function getDoseTimes(signal?: AbortSignal) {
  return api.get('/prescriptions/dose-times', {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (body) => doseTimesSchema.parse(body),
  });
}

export function useDoseTimes() {
  return useQuery({ queryKey: prescriptionKeys.doseTimes, queryFn: ({ signal }) => getDoseTimes(signal) });
}

/** PUT /api/prescriptions/dose-times. */
export function saveDoseTimes(times: DoseTimes) {
  return api.put('/prescriptions/dose-times', times, {
    parse: (body) => z.object({ msg: z.string(), doseTimes: doseTimesSchema }).parse(body),
  });
}

export function useSaveDoseTimes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDoseTimes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.all }),
  });
}
