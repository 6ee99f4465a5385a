import { useQuery } from '@tanstack/react-query';
import { getList, labTestKeys } from './lab-test-keys';

/** GET /api/lab-tests/my: the patient's collections. */
export function useMyLabTests(enabled = true) {
  return useQuery({
    queryKey: labTestKeys.mine,
    queryFn: ({ signal }) => getList('/lab-tests/my', signal),
    enabled,
    staleTime: 0,
  });
}
