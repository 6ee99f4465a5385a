import { type ReactNode, useEffect, useState } from 'react';

/**
 * False at first, true `tasks` browser tasks after the component has mounted (and from then on; at once
 * when `tasks` is, or becomes, 0). A page
 * that draws a lot at once uses it to draw in steps: what is at the top of the screen first, the rest in
 * tasks of its own, so no single task holds the main thread long (Lighthouse's Total Blocking Time counts
 * only the part of each task over 50 ms). Each step is a `setTimeout(0)`, taken after Preact's effects,
 * which run once the browser has painted.
 */
export function useAfterTasks(tasks = 1): boolean {
  const [ready, setReady] = useState(tasks <= 0);
  useEffect(() => {
    if (ready) return;
    let left = tasks;
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      left -= 1;
      if (left <= 0) setReady(true);
      else timer = setTimeout(step, 0);
    };
    timer = setTimeout(step, 0);
    return () => clearTimeout(timer);
  }, [ready, tasks]);
  return ready || tasks <= 0;
}

/**
 * Renders `children` `after` tasks after it mounts (see `useAfterTasks`); `fallback` (nothing, by default)
 * until then. For parts of a page below what is first in view, or in a place of their own (a column),
 * so their arrival moves nothing already drawn. Siblings with a larger `after` arrive in later tasks.
 */
export function Deferred({
  children,
  fallback = null,
  after = 1,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  after?: number;
}) {
  return useAfterTasks(after) ? children : fallback;
}
