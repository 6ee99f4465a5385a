import { type CareFundSettings, careFundSettingsResultSchema } from '@arogya/contract/schemas/care-fund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myCareFundKey } from './get-my-fund';

/** PUT /api/care-fund/settings: public or private, the page address, name and story. */
export function updateCareFundSettings(settings: CareFundSettings) {
  return api.put('/care-fund/settings', settings, {
    toastOnError: false,
    parse: (body) => careFundSettingsResultSchema.parse(body),
  });
}

export function useUpdateCareFundSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCareFundSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myCareFundKey }),
  });
}
