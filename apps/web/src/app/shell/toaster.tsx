import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { useTheme } from '../../lib/use-theme';

/** The CSS variable holding where the sticky navigation bar ends on screen, in px. */
const HEADER_BOTTOM = '--app-header-bottom';

/**
 * Keeps HEADER_BOTTOM at the bottom edge of the page's navigation bar (its `banner` landmark): the bar is
 * sticky, with the announcement banner above it until the page scrolls. Set on the root element, not in
 * React state, so scrolling re-renders nothing.
 */
function useHeaderBottom() {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    let written = '';
    // Read in an animation frame, where the layout is due anyway, and written only when it moved: a custom
    // property changed on <html> restyles the whole page, and the body resizes many times while a page loads.
    const update = () => {
      frame = 0;
      const header = document.querySelector('header');
      const bottom = `${header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0}px`;
      if (bottom === written) return;
      written = bottom;
      root.style.setProperty(HEADER_BOTTOM, bottom);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // A dismissed announcement or a page that grows moves the bar without a scroll (where the browser can
    // tell: not in jsdom).
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resized?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resized?.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
      root.style.removeProperty(HEADER_BOTTOM);
    };
  }, []);
}

/**
 * sonner's toaster in the app's theme (rich colours, a close button), at the top right just below the
 * navigation bar. Over the bar it covered the notification bell and Logout, and a toast stays while the
 * pointer rests on it (sonner pauses it, so it can be read), so a click there could not reach them.
 */
export function ThemedToaster() {
  const [theme] = useTheme();
  useHeaderBottom();
  return (
    <Toaster
      richColors
      closeButton
      theme={theme}
      position="top-right"
      offset={{ top: `calc(var(${HEADER_BOTTOM}, 4rem) + 12px)`, right: 24 }}
      mobileOffset={{ top: `calc(var(${HEADER_BOTTOM}, 4rem) + 8px)`, right: 16, left: 16 }}
    />
  );
}
