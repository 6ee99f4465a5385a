import { isApiError } from '../../../lib/api-client';

/** One more try for a network hiccup or a server error; none for an answer that will not change. */
export function retryUnlessNotFound(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
