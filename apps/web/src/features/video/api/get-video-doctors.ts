import { MSG_VIDEO } from '@arogya/contract/messages/video';
import { type DoctorCard, doctorSearchResponseSchema } from '@arogya/contract/schemas/directory';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface VideoDoctorsPage {
  doctors: DoctorCard[];
  nextPage: number | null;
}

/** The server pages its answer (`{doctors, pagination}`, the contract's search response). */
function readPage(body: unknown): VideoDoctorsPage {
  const { doctors, pagination } = doctorSearchResponseSchema.parse(body);
  return { doctors, nextPage: pagination.hasNextPage ? pagination.currentPage + 1 : null };
}

/**
 * GET /api/doctors with an empty filter (spec 01 §7 "Video doctors list") → the doctors available for
 * video consultation; later pages only add `page`. The page shows 'Could not load available doctors.'
 * itself, so nothing is toasted.
 */
export function getVideoDoctors(page: number, signal?: AbortSignal): Promise<VideoDoctorsPage> {
  return api.get('/doctors', {
    ...(page > 1 && { query: { page } }),
    toastOnError: false,
    errorMessage: MSG_VIDEO.loadDoctorsFailed,
    ...(signal && { signal }),
    parse: readPage,
  });
}

export function useVideoDoctors() {
  return useInfiniteQuery({
    queryKey: ['doctors', 'video'],
    queryFn: ({ pageParam, signal }) => getVideoDoctors(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage,
    retry: false,
  });
}
