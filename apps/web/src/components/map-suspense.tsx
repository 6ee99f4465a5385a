import { LoaderCircle } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';

/**
 * Where a lazily loaded map (Leaflet, react-leaflet and Leaflet's CSS come only with it) is shown: until
 * its chunk arrives, a status filling the map's box says it is loading.
 */
export function MapSuspense({ loadingLabel, children }: { loadingLabel: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div
          role="status"
          className="flex h-full w-full items-center justify-center gap-3 bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300"
        >
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
          {loadingLabel}
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
