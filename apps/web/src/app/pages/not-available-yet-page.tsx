import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { Hourglass } from 'lucide-react';
import { useMatches } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { routeTitle } from '../route-handle';

/**
 * The one shared page for routes whose feature arrives in a later issue: the feature's title (from the
 * route's `handle.title`), a sentence that it is coming soon, and links home and to Find a Doctor.
 */
export function NotAvailableYetPage({ title }: { title?: string }) {
  const matches = useMatches();
  const heading = title ?? routeTitle(matches) ?? MSG_SHELL.notAvailableTitle;
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="grid size-16 place-items-center rounded-2xl bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-200">
        <Hourglass aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold tracking-wide text-amber-900 uppercase dark:bg-amber-950 dark:text-amber-200">
        {MSG_SHELL.notAvailableTitle}
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {heading}
      </h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{MSG_SHELL.notAvailableBody}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">{MSG_SHELL.goHome}</ButtonLink>
        <ButtonLink to="/search" variant="outline">
          {MSG_SHELL.findADoctor}
        </ButtonLink>
      </div>
    </div>
  );
}
