import { MSG_SEARCH } from '@arogya/contract/messages/search';
import { doctorSearchResponseSchema } from '@arogya/contract/schemas/directory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DoctorQuery } from '../lib/doctor-search-params';

/**
 * GET /api/doctors → `{ doctors, pagination }` (spec 01 §7). The query has its empty values dropped
 * already. A refusal's own message is toasted by the API client; the page shows 'Failed to fetch
 * doctors. Is the server running?' with a Retry button.
 */
export function searchDoctors(query: DoctorQuery, signal?: AbortSignal) {
  return api.get('/doctors', {
    query,
    errorMessage: MSG_SEARCH.doctorsFetchFailed,
    ...(signal && { signal }),
    parse: (data) => doctorSearchResponseSchema.parse(data),
  });
}

export function doctorSearchOptions(query: DoctorQuery) {
  return queryOptions({
    queryKey: ['doctors', 'search', query] as const,
    queryFn: ({ signal }) => searchDoctors(query, signal),
    retry: false,
  });
}

/**
 * The previous results stay on screen (marked as updating) while the next search of the same view loads;
 * a switch between list and map starts from the loading state (a map's answer is no page of cards).
 */
export function useDoctorSearch(query: DoctorQuery) {
  return useQuery({
    ...doctorSearchOptions(query),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].mapView === query.mapView ? previous : undefined,
  });
}
