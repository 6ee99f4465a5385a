import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export type HeadingLevel = 'h1' | 'h2';

/**
 * A section's eyebrow, title and lead. Sections are reused as the top of their own page, where the title
 * becomes the page's single h1 (`as="h1"`).
 */
export function SectionHeading({
  as: Heading = 'h2',
  id,
  eyebrow,
  title,
  lead,
  align = 'left',
  className,
}: {
  as?: HeadingLevel;
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'left' | 'center';
  className?: string;
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p className="text-sm font-semibold tracking-widest text-teal-700 uppercase dark:text-teal-300">
          {eyebrow}
        </p>
      )}
      <Heading
        id={id}
        className={cn(
          'mt-2 font-bold tracking-tight text-slate-900 dark:text-white',
          Heading === 'h1' ? 'text-3xl sm:text-4xl lg:text-5xl' : 'text-3xl sm:text-4xl',
        )}
      >
        {title}
      </Heading>
      {lead && <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{lead}</p>}
    </div>
  );
}
