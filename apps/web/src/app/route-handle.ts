import type { UIMatch } from 'react-router';

/** What a route declares about itself in `handle`: its title (document title, placeholder heading). */
export interface RouteHandle {
  title?: string;
}

function titleOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  const title = (handle as RouteHandle).title;
  return typeof title === 'string' ? title : undefined;
}

/** The deepest matched route's title. */
export function routeTitle(matches: readonly UIMatch[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const title = titleOf(matches[index]?.handle);
    if (title !== undefined) return title;
  }
  return undefined;
}
