import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { scrollToTop } from '../../lib/scroll';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * On every route change the window scrolls smoothly to the top (spec 01 §2), and focus moves to the main
 * landmark so keyboard and screen-reader users start at the new page's content. The first render is left alone.
 * An address with a fragment (`/my-appointments?tab=past#<id>`, a notification's deep link) is left to the
 * page, which scrolls to and focuses that item itself.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash) return;
    scrollToTop();
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return null;
}
