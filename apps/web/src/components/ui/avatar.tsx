import { cn } from '../../lib/cn';

const sizes = {
  md: 'size-14 text-lg',
  lg: 'size-20 text-2xl sm:size-24 sm:text-3xl',
} as const;

/** Up to two initials, ignoring a leading title ("Dr. Neha Kapoor" → "NK"). */
export function initialsOf(name: string): string {
  return name
    .replace(/^(Dr\.?|Nurse)\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * A person's picture, or their initials on a tinted disc. Decorative by default (the name is shown beside
 * it); pass `alt` when the picture stands alone.
 */
export function Avatar({
  name,
  pictureUrl,
  size = 'md',
  alt = '',
  loading,
  className,
}: {
  name: string;
  pictureUrl: string | null;
  size?: keyof typeof sizes;
  alt?: string;
  /** 'lazy' for pictures in long lists. */
  loading?: 'lazy' | 'eager';
  className?: string;
}) {
  if (pictureUrl) {
    return (
      <img
        src={pictureUrl}
        alt={alt}
        loading={loading}
        className={cn(
          'shrink-0 rounded-full object-cover ring-2 ring-white dark:ring-slate-800',
          sizes[size],
          className,
        )}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-teal-100 font-bold text-teal-900 dark:bg-teal-900 dark:text-teal-100',
        sizes[size],
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
