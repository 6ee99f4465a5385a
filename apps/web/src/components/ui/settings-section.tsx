import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '../../lib/cn';

/** One titled part of a settings page: the profile editor (Account, Danger Zone, …), Account security. */
export function SettingsSection({
  title,
  tone = 'default',
  children,
}: {
  title: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl border bg-white p-5 shadow-sm sm:p-6 dark:bg-slate-900',
        tone === 'danger' ? 'border-red-300 dark:border-red-900' : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <h2
        id={headingId}
        className={cn(
          'mb-5 text-lg font-semibold',
          tone === 'danger' ? 'text-red-800 dark:text-red-300' : 'text-slate-900 dark:text-white',
        )}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
