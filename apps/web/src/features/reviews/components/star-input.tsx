import { fill } from '@arogya/contract/messages/fill';
import { MSG_REVIEWS } from '@arogya/contract/messages/reviews';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';

/**
 * Choosing 1–5 stars: a native radio group (arrow keys move, the chosen star is announced), drawn as stars.
 */
export function StarInput({
  value,
  onChange,
  error,
  name,
}: {
  value: number | undefined;
  onChange: (value: number) => void;
  error?: string | undefined;
  name: string;
}) {
  const labelId = useId();
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend id={labelId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {MSG_REVIEWS.ratingLabel} <span aria-hidden="true">*</span>
      </legend>
      <div className="mt-2 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-600"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={fill(MSG_REVIEWS.starLabel, { count: n })}
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-8',
                value !== undefined && n <= value
                  ? 'fill-amber-400 text-amber-500'
                  : 'fill-transparent text-slate-400 dark:text-slate-500',
              )}
            />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
