import { MSG_SEARCH } from '@arogya/contract/messages/search';
import { nurseSearchResponseSchema } from '@arogya/contract/schemas/directory';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface NurseQuery {
  specialty?: string;
  city?: string;
}

/**
 * GET /api/nurses?specialty&city → a list (spec 01 §7); empty values are dropped. The page shows 'Failed
 * to fetch nurses. Please ensure the server is running.' with a Retry button.
 */
export function searchNurses(query: NurseQuery, signal?: AbortSignal) {
  return api.get('/nurses', {
    query: { ...query },
    errorMessage: MSG_SEARCH.nursesFetchFailed,
    ...(signal && { signal }),
    parse: (data) => nurseSearchResponseSchema.parse(data),
  });
}

export function useNurseSearch(query: NurseQuery) {
  return useQuery({
    queryKey: ['nurses', 'search', query] as const,
    queryFn: ({ signal }) => searchNurses(query, signal),
    retry: false,
  });
}
