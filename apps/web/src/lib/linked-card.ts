import { useEffect } from 'react';
import { cn } from './cn';
import { prefersReducedMotion } from './scroll';

/**
 * A notification links to one card of a list (`/my-appointments#<id>`). Once that card is on the page it is
 * scrolled into view and focused; `linkedCardProps` gives every card of such a list its id and, for the
 * linked one, focusability and the highlight ring.
 */
export function useScrollToLinkedCard(elementId: string | null): void {
  useEffect(() => {
    if (elementId === null) return;
    const card = document.getElementById(elementId);
    card?.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    card?.focus({ preventScroll: true });
  }, [elementId]);
}

export function linkedCardProps(elementId: string, linked: boolean, className?: string) {
  return {
    id: elementId,
    tabIndex: linked ? -1 : undefined,
    'data-highlighted': linked ? 'true' : undefined,
    className: cn(
      'scroll-mt-24 rounded-2xl',
      className,
      linked &&
        'ring-4 ring-amber-400 ring-offset-2 outline-none dark:ring-amber-500 dark:ring-offset-slate-950',
    ),
  } as const;
}
