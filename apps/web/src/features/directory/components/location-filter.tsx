import { SEARCH_RADII_KM, type SearchRadiusKm } from '@arogya/contract/constants/directory';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import { LoaderCircle, LocateFixed } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';

/**
 * The location filter (spec 01 §4): an ON/OFF switch and, while ON, the radius (2, 5 or 10 km). Turning it
 * on asks the browser where the person is; changing the radius searches again at once.
 */
export function LocationFilter({
  on,
  locating,
  radius,
  onToggle,
  onRadiusChange,
}: {
  on: boolean;
  locating: boolean;
  radius: SearchRadiusKm;
  onToggle: () => void;
  onRadiusChange: (radius: SearchRadiusKm) => void;
}) {
  const labelId = useId();
  const hintId = useId();
  const radioName = useId();
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/60">
      <div className="flex items-center justify-between gap-3">
        <span
          id={labelId}
          className="inline-flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white"
        >
          <LocateFixed aria-hidden="true" className="size-4 text-teal-700 dark:text-teal-300" />
          {MSG_SEARCH.nearMe}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          aria-busy={locating || undefined}
          aria-disabled={locating || undefined}
          onClick={() => {
            // Not `disabled`: focus stays on the switch while the browser looks up the position.
            if (!locating) onToggle();
          }}
          className={cn(
            'relative inline-flex h-8 w-[4.5rem] shrink-0 items-center rounded-full border-2 transition-colors aria-disabled:cursor-wait aria-disabled:opacity-70 motion-reduce:transition-none',
            on
              ? 'border-teal-700 bg-teal-700 dark:border-teal-400 dark:bg-teal-400'
              : 'border-slate-400 bg-slate-200 dark:border-slate-500 dark:bg-slate-700',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'absolute text-[0.7rem] font-bold tracking-wide',
              on ? 'left-2 text-white dark:text-slate-950' : 'right-2 text-slate-700 dark:text-slate-200',
            )}
          >
            {on ? MSG_SEARCH.locationOn : MSG_SEARCH.locationOff}
          </span>
          <span
            aria-hidden="true"
            className={cn(
              'absolute size-6 rounded-full bg-white shadow transition-transform motion-reduce:transition-none dark:bg-slate-100',
              on ? 'translate-x-[2.4rem]' : 'translate-x-0.5',
            )}
          />
        </button>
      </div>
      <p id={hintId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {on ? fill(MSG_SEARCH.locationActive, { radius }) : MSG_SEARCH.locationHint}
      </p>
      {locating && (
        <p
          role="status"
          className="mt-2 inline-flex items-center gap-2 text-sm font-medium text-teal-800 dark:text-teal-200"
        >
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          {MSG_SEARCH.detectingLocation}
        </p>
      )}
      {on && (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {MSG_SEARCH.radius}
          </legend>
          <div className="mt-1.5 grid grid-cols-3 gap-2">
            {SEARCH_RADII_KM.map((option) => (
              <label key={option} className="relative">
                <input
                  type="radio"
                  name={radioName}
                  value={option}
                  checked={radius === option}
                  onChange={() => onRadiusChange(option)}
                  className="peer sr-only"
                />
                <span className="flex min-h-10 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white text-sm font-semibold text-slate-800 peer-checked:border-teal-700 peer-checked:bg-teal-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:peer-checked:border-teal-400 dark:peer-checked:bg-teal-400 dark:peer-checked:text-slate-950 dark:peer-focus-visible:outline-teal-300">
                  {fill(MSG_SEARCH.radiusOption, { radius: option })}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
