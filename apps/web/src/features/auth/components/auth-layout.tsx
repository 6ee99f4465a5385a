import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * The frame of the sign-in pages: a centred card with an icon, the page's one <h1>, a short line under it,
 * the form, and a footer for the links to the other auth pages.
 */
export function AuthLayout({
  icon: Icon,
  title,
  subtitle,
  children,
  footer,
  wide = false,
}: {
  icon: LucideIcon;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="bg-gradient-to-b from-teal-50/70 to-transparent px-4 py-10 sm:py-16 dark:from-teal-950/30">
      <div
        className={cn(
          'mx-auto w-full rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-sm sm:px-8 dark:border-slate-800 dark:bg-slate-900',
          wide ? 'max-w-2xl' : 'max-w-md',
        )}
      >
        <div className="text-center">
          <span className="mx-auto grid size-12 place-items-center rounded-xl bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-200">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {title}
          </h1>
          {subtitle && <p className="mt-2 text-slate-600 dark:text-slate-300">{subtitle}</p>}
        </div>
        <div className="mt-8">{children}</div>
        {footer && (
          <div className="mt-8 border-t border-slate-200 pt-6 text-center text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
            {footer}
          </div>
        )}
      </div>
    </div>
  );
}

/** A text link in the teal accent, readable in both themes. */
export const authLinkClasses =
  'font-semibold text-teal-800 underline-offset-4 hover:underline dark:text-teal-300';
