import { fill } from '@arogya/contract/messages/fill';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import { Briefcase, MapPin, Sparkles, Star } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Avatar } from './ui/avatar';
import { ProBadge } from './ui/badge';

/**
 * A doctor or nurse as a card in a list (search results, video consultations): picture or initials, name,
 * PRO badge, specialty; then city, any extra facts, experience and rating; then the caller's footer (fee
 * and the link onwards), pushed to the bottom so cards in a row line up. The card is an article named by
 * its heading; the footer receives the heading's id so its link can point back to the name.
 */

/** What a card shows of a professional (the directory's doctor and nurse cards both fit). */
export interface ProviderCardData {
  name: string;
  profilePictureUrl: string | null;
  subscriptionTier: string;
  specialty: string | null;
  city: string | null;
  experience: number | null;
  averageRating: number;
  numReviews: number;
}

/** "12 years experience", "1 year experience". */
export function experienceText(years: number): string {
  return years === 1 ? MSG_SEARCH.oneYearExperience : fill(MSG_SEARCH.yearsExperience, { years });
}

/** "(23 reviews)", "(1 review)". */
export function reviewsText(count: number): string {
  return count === 1 ? MSG_SEARCH.reviewsOne : fill(MSG_SEARCH.reviews, { count });
}

/** "New" for a professional nobody has reviewed yet (instead of "★ 0.0 (0 reviews)"). */
export function NewBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-950 dark:text-sky-100">
      <Sparkles aria-hidden="true" className="size-3.5" />
      <span aria-hidden="true">{MSG_SEARCH.newProvider}</span>
      <span className="sr-only">{MSG_SEARCH.newProviderLabel}</span>
    </span>
  );
}

/**
 * "★ 4.6 (23 reviews)"; screen readers hear "Rated 4.6 out of 5 (23 reviews)". Without reviews: "New".
 */
export function Rating({ rating, reviews }: { rating: number; reviews: number }) {
  if (reviews === 0) return <NewBadge />;
  const shown = rating.toFixed(1);
  return (
    <span className="inline-flex items-center gap-1">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500 dark:text-amber-400" />
      <span aria-hidden="true" className="font-semibold text-slate-900 dark:text-white">
        {shown}
      </span>
      <span className="sr-only">{fill(MSG_SEARCH.ratingLabel, { rating: shown })}</span>
      <span className="text-slate-600 dark:text-slate-400">{reviewsText(reviews)}</span>
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

export function ProviderCard({
  provider,
  facts,
  footer,
}: {
  provider: ProviderCardData;
  /** Fact lines shown after the city (e.g. the distance from the searched place). */
  facts?: ReactNode;
  /** The bottom row: fee and the link onwards; `nameId` is the id of the card's heading. */
  footer: (nameId: string) => ReactNode;
}) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-4">
        <Avatar name={provider.name} pictureUrl={provider.profilePictureUrl} loading="lazy" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={nameId} className="text-lg font-semibold break-words text-slate-900 dark:text-white">
              {provider.name}
            </h3>
            {provider.subscriptionTier === 'pro' && <ProBadge />}
          </div>
          {provider.specialty && (
            <p className="font-medium text-teal-800 dark:text-teal-300">{provider.specialty}</p>
          )}
        </div>
      </div>
      <ul className="mt-4 mb-5 space-y-2">
        {provider.city && (
          <Fact icon={<MapPin className="size-4" />}>
            <span>{provider.city}</span>
          </Fact>
        )}
        {facts}
        {provider.experience !== null && (
          <Fact icon={<Briefcase className="size-4" />}>{experienceText(provider.experience)}</Fact>
        )}
        <li className="text-sm">
          <Rating rating={provider.averageRating} reviews={provider.numReviews} />
        </li>
      </ul>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
        {footer(nameId)}
      </div>
    </article>
  );
}
