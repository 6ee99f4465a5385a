import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { routeTitle } from '../route-handle';

/** Keeps <title> in step with the current route: "{title} | Arogya", or the brand line on the landing page. */
export function DocumentTitle() {
  const title = routeTitle(useMatches());
  useEffect(() => {
    document.title = title ? `${title} | Arogya` : `Arogya — ${MSG_SHELL.heroTitle}`;
  }, [title]);
  return null;
}
