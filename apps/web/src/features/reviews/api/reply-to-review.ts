import { publicReviewSchema } from '@arogya/contract/schemas/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './keys';

const replyAnswerSchema = z.object({ msg: z.string(), data: publicReviewSchema });

/** POST /api/reviews/{id}/reply {text}: the reviewed professional's one public reply. */
export function replyToReview(id: string, text: string) {
  return api.post(
    `/reviews/${encodeURIComponent(id)}/reply`,
    { text },
    { toastOnError: false, parse: (body) => replyAnswerSchema.parse(body) },
  );
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => replyToReview(id, text),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
