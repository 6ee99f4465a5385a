import { reviewMessageSchema } from '@arogya/contract/schemas/reviews';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/reviews/{id}/report {reason}: once per person. */
export function reportReview(id: string, reason: string) {
  return api.post(
    `/reviews/${encodeURIComponent(id)}/report`,
    { reason },
    { toastOnError: false, parse: (body) => reviewMessageSchema.parse(body) },
  );
}

export function useReportReview() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => reportReview(id, reason),
  });
}
