import { fill } from '@arogya/contract/messages/fill';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';

/** Pieces shared by the doctor and nurse cards. */

function initials(name: string): string {
  const words = name
    .replace(/^(Dr\.?|Nurse)\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The picture, or the initials on a tinted disc; decorative (the name is right beside it). */
export function ProviderAvatar({ name, pictureUrl }: { name: string; pictureUrl: string | null }) {
  if (pictureUrl) {
    return (
      <img
        src={pictureUrl}
        alt=""
        loading="lazy"
        className="size-14 shrink-0 rounded-full object-cover ring-2 ring-white dark:ring-slate-800"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-14 shrink-0 place-items-center rounded-full bg-teal-100 text-lg font-bold text-teal-900 dark:bg-teal-900 dark:text-teal-100"
    >
      {initials(name)}
    </span>
  );
}

/** "★ 4.6 (23 reviews)"; screen readers hear "Rated 4.6 out of 5 (23 reviews)". */
export function Rating({ rating, reviews }: { rating: number; reviews: number }) {
  const shown = rating.toFixed(1);
  return (
    <span className="inline-flex items-center gap-1">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500 dark:text-amber-400" />
      <span aria-hidden="true" className="font-semibold text-slate-900 dark:text-white">
        {shown}
      </span>
      <span className="sr-only">{fill(MSG_SEARCH.ratingLabel, { rating: shown })}</span>
      <span className="text-slate-600 dark:text-slate-400">
        {fill(MSG_SEARCH.reviews, { count: reviews })}
      </span>
    </span>
  );
}

/** One icon-led fact line of a card. */
export function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      <span aria-hidden="true" className="shrink-0 text-slate-500 dark:text-slate-400">
        {icon}
      </span>
      {children}
    </li>
  );
}

/** The card frame: a list item holding an article named by its heading. */
export const cardClasses =
  'flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900';

/** "12 years experience", "1 year experience". */
export function experienceText(years: number): string {
  return years === 1 ? MSG_SEARCH.oneYearExperience : fill(MSG_SEARCH.yearsExperience, { years });
}

/** "~2.3 km away": one decimal, no trailing ".0". */
export function formatDistance(km: number): string {
  return fill(MSG_SEARCH.kmAway, { distance: Number(km.toFixed(1)) });
}
