import { type LabCatalogue, labCatalogueSchema } from '@arogya/contract/schemas/lab-tests';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { labTestKeys } from './lab-test-keys';

/** GET /api/lab-tests/catalogue: the tests, with sample type and preparation (never changes in a session). */
export async function getCatalogue(signal?: AbortSignal): Promise<LabCatalogue> {
  const { data } = await api.get('/lab-tests/catalogue', {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (body) => labCatalogueSchema.parse(body),
  });
  return data;
}

export function useCatalogue() {
  return useQuery({
    queryKey: labTestKeys.catalogue,
    queryFn: ({ signal }) => getCatalogue(signal),
    staleTime: Infinity,
  });
}
