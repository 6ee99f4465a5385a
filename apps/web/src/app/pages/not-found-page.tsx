import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { Ambulance, ArrowRight, House, Mail, Stethoscope, UserRound } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';

/** The catch-all page (spec 01 §2, spec 02 §2): links to /, /search, /search-nurses, /book-ambulance, /contact. */

export const NOT_FOUND_LINKS: { to: string; label: string; Icon: ComponentType<{ className?: string }> }[] = [
  { to: '/', label: MSG_SHELL.goHome, Icon: House },
  { to: '/search', label: MSG_SHELL.findADoctor, Icon: Stethoscope },
  { to: '/search-nurses', label: MSG_SHELL.findANurse, Icon: UserRound },
  { to: '/book-ambulance', label: MSG_SHELL.bookAnAmbulance, Icon: Ambulance },
  { to: '/contact', label: MSG_SHELL.contactUs, Icon: Mail },
];

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:py-24">
      <p className="text-sm font-semibold tracking-widest text-teal-700 uppercase dark:text-teal-300">
        {MSG_SHELL.notFoundCode}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {MSG_SHELL.notFoundTitle}
      </h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{MSG_SHELL.notFoundBody}</p>
      <nav aria-label={MSG_SHELL.notFoundLinksLabel} className="mt-10">
        <ul className="grid gap-3 sm:grid-cols-2">
          {NOT_FOUND_LINKS.map(({ to, label, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 font-semibold text-slate-900 transition-colors hover:border-teal-600 hover:bg-teal-50 dark:border-slate-800 dark:bg-slate-900 dark:text-white dark:hover:border-teal-400 dark:hover:bg-slate-800"
              >
                <span className="grid size-10 place-items-center rounded-lg bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-200">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="flex-1">{label}</span>
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 text-slate-500 transition-transform group-hover:translate-x-0.5 dark:text-slate-400"
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
