import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import type { ProviderDetail } from '@arogya/contract/schemas/directory';
import { BadgeCheck, Briefcase, MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { experienceText, NewBadge, reviewsText } from '../../../components/provider-card';
import { Avatar } from '../../../components/ui/avatar';
import { ProBadge, VerifiedBadge } from '../../../components/ui/badge';
import { showsProBadge, showsVerifiedBadge } from '../lib/provider-view';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <span aria-hidden="true" className="shrink-0 text-slate-500 dark:text-slate-400">
        {icon}
      </span>
      {children}
    </li>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </div>
  );
}

/**
 * The top of a doctor's or nurse's page (spec 01 §2): picture or initials, name, PRO badge (only while Pro
 * is active), 'Verified Professional' (only once approved), specialty, experience, city, rating, then
 * qualifications, bio and verified skills.
 */
export function ProviderHeader({ provider }: { provider: ProviderDetail }) {
  const hasDetails =
    provider.qualifications.length > 0 || Boolean(provider.bio) || provider.verifiedSkills.length > 0;
  const rating = provider.averageRating.toFixed(1);
  return (
    <section
      aria-label={provider.name}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-5 p-6 sm:flex-row sm:items-start sm:p-8">
        <Avatar name={provider.name} pictureUrl={provider.profilePictureUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {provider.name}
          </h1>
          {(showsProBadge(provider) || showsVerifiedBadge(provider)) && (
            <div className="mt-2 flex flex-wrap gap-2">
              {showsProBadge(provider) && <ProBadge />}
              {showsVerifiedBadge(provider) && <VerifiedBadge />}
            </div>
          )}
          {provider.specialty && (
            <p className="mt-2 text-lg font-semibold text-teal-800 dark:text-teal-300">
              {provider.specialty}
            </p>
          )}
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
            {provider.experience !== null && (
              <Fact icon={<Briefcase className="size-4" />}>{experienceText(provider.experience)}</Fact>
            )}
            {provider.city && <Fact icon={<MapPin className="size-4" />}>{provider.city}</Fact>}
            {provider.numReviews === 0 ? (
              <li className="flex items-center">
                <NewBadge />
              </li>
            ) : (
              <Fact icon={<Star className="size-4 fill-amber-400 text-amber-500 dark:text-amber-400" />}>
                <span>
                  <span aria-hidden="true" className="font-semibold text-slate-900 dark:text-white">
                    {rating}
                  </span>
                  <span className="sr-only">{fill(MSG_SEARCH.ratingLabel, { rating })}</span>{' '}
                  {reviewsText(provider.numReviews)}
                </span>
              </Fact>
            )}
          </ul>
        </div>
      </div>
      {hasDetails && (
        <div className="space-y-6 border-t border-slate-200 px-6 py-6 sm:px-8 dark:border-slate-800">
          {provider.qualifications.length > 0 && (
            <Part title={MSG_BOOKING.qualifications}>
              <p className="text-slate-800 dark:text-slate-200">{provider.qualifications.join(', ')}</p>
            </Part>
          )}
          {provider.bio && (
            <Part title={MSG_BOOKING.about}>
              <p className="leading-relaxed whitespace-pre-line text-slate-800 dark:text-slate-200">
                {provider.bio}
              </p>
            </Part>
          )}
          {provider.verifiedSkills.length > 0 && (
            <Part title={MSG_BOOKING.verifiedSkills}>
              <ul className="flex flex-wrap gap-2">
                {provider.verifiedSkills.map((skill) => (
                  <li
                    key={skill}
                    className="inline-flex items-center gap-1.5 rounded-full border border-teal-200 bg-teal-50 px-3 py-1 text-sm font-medium text-teal-900 dark:border-teal-800 dark:bg-teal-950 dark:text-teal-100"
                  >
                    <BadgeCheck aria-hidden="true" className="size-4 text-teal-700 dark:text-teal-300" />
                    {skill}
                  </li>
                ))}
              </ul>
            </Part>
          )}
        </div>
      )}
    </section>
  );
}
