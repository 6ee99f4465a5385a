import { useQuery } from '@tanstack/react-query';
import { getList, labTestKeys } from './lab-test-keys';

/** GET /api/lab-tests/technician: the technician's collections (the spec's `data.data`). */
export function useTechnicianLabTests(enabled = true) {
  return useQuery({
    queryKey: labTestKeys.technician,
    queryFn: ({ signal }) => getList('/lab-tests/technician', signal),
    enabled,
    staleTime: 0,
  });
}
