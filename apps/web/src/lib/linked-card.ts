import { useEffect } from 'react';
import { cn } from './cn';
import { prefersReducedMotion } from './scroll';

/**
 * A notification links to one card of a list (`/my-appointments#<id>`). Once that card is on the page it is
 * scrolled into view and focused; `linkedCardProps` gives every card of such a list its id and, for the
 * linked one, focusability and the highlight ring.
 */
/** How long after following a link the card is kept in view while the page around it is still loading. */
const LINKED_CARD_SETTLE_MS = 3_000;

export function useScrollToLinkedCard(elementId: string | null): void {
  useEffect(() => {
    if (elementId === null) return;
    const card = document.getElementById(elementId);
    if (!card) return;
    card.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    card.focus({ preventScroll: true });
    // Content that arrives after the scroll (other sections of the page, the announcement banner loaded after
    // the load event) can push the card out of view: for a moment, keep it there when the page's size changes.
    if (typeof ResizeObserver === 'undefined') return;
    const keepInView = () => {
      const box = card.getBoundingClientRect();
      if (box.bottom < 0 || box.top > window.innerHeight) card.scrollIntoView?.({ block: 'center' });
    };
    const observer = new ResizeObserver(keepInView);
    observer.observe(document.body);
    const stop = window.setTimeout(() => observer.disconnect(), LINKED_CARD_SETTLE_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
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
