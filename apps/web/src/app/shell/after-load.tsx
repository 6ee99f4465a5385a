import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useAfterTasks } from '../../components/ui/deferred';

/**
 * True once the window's load event has fired. Parts of the page nobody needs for the first paint (the
 * announcement banner, the toaster, the landing page's chat assistant) wait for it, so a cold visit does not
 * download their code before the page has loaded (the JavaScript budget, scripts/web-budget.mjs).
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}

/**
 * Renders its (lazy) children once the page has loaded, and a task after it mounted (components/ui/deferred):
 * mounted with a signed-in page's first drawing, its import and first render would otherwise join that
 * drawing's task. Until they are there it shows `fallback` (a placeholder of their size keeps the layout
 * from shifting).
 */
export function AfterLoad({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const loaded = usePageLoaded();
  const ownTask = useAfterTasks(1);
  if (!loaded || !ownTask) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
