import { FORUM_RATE_LIMITS, type ForumRateLimitKind } from '@arogya/contract/constants/forum';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_FORUM } from '@arogya/contract/messages/forum';
import type { Clock } from '../../lib/clock';
import { TooManyRequestsError } from '../../lib/errors';

const MESSAGES = {
  question: MSG_FORUM.tooManyQuestions,
  answer: MSG_FORUM.tooManyAnswers,
  vote: MSG_FORUM.tooManyVotes,
} as const;

/**
 * Per-account sliding-window limits of the forum (fixed numbers, not scaled by any setting), on the
 * injected clock. Kept in this process: a second node keeps its own window (docs/decisions/034-forum.md).
 */
export function createForumRateLimiter(clock: Clock) {
  const hits = new Map<string, number[]>();
  return {
    /** Counts one request of `kind` for the account, or throws 429 when the window is full. */
    take(kind: ForumRateLimitKind, userId: string): void {
      const { max, windowMs } = FORUM_RATE_LIMITS[kind];
      const now = clock.now().getTime();
      const key = `${kind}:${userId}`;
      const recent = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
      if (recent.length >= max) {
        const retryMs = (recent[0] as number) + windowMs - now;
        hits.set(key, recent);
        throw new TooManyRequestsError(
          fill(MESSAGES[kind], { minutes: Math.max(1, Math.ceil(retryMs / 60_000)) }),
          retryMs / 1000,
        );
      }
      recent.push(now);
      hits.set(key, recent);
      if (hits.size > 50_000) {
        for (const [k, list] of hits) if (!list.some((t) => t > now - windowMs)) hits.delete(k);
      }
    },
  };
}

export type ForumRateLimiter = ReturnType<typeof createForumRateLimiter>;
