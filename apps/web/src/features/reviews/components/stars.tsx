import { fill } from '@arogya/contract/messages/fill';
import { MSG_REVIEWS } from '@arogya/contract/messages/reviews';
import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** Five stars, `rating` of them filled (rounded to the nearest half for averages), with a text for readers. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const shown = Math.round(rating * 2) / 2;
  return (
    <span
      role="img"
      aria-label={fill(MSG_REVIEWS.starLabel, { count: Math.round(rating * 10) / 10 })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            'size-4',
            n <= shown
              ? 'fill-amber-400 text-amber-500'
              : n - 0.5 === shown
                ? 'fill-amber-200 text-amber-500'
                : 'fill-transparent text-slate-400 dark:text-slate-500',
          )}
        />
      ))}
    </span>
  );
}
