import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { LoaderCircle } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useRef } from 'react';
import { LoadingState } from './loading-state';

/**
 * A component whose code is not part of the page that shows it: a dialog or a form that appears only after
 * a click. Its module is fetched once the window has loaded (at once when it already has, as after a
 * navigation inside the app), so it is there by the time someone clicks, without weighing on the page's
 * first load (the JavaScript budget, scripts/web-budget.mjs). Opened before its code has arrived, it shows
 * an announced "Loading..." (over the page for a dialog, in place for an `inline` form) until it can render;
 * focus stays where it was until the dialog takes it. `isOpen` says when a component that is always rendered
 * (with an `open` prop) is showing: until it first opens, it renders nothing; from then on it stays mounted.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { isOpen = () => true, inline = false }: { isOpen?: (props: P) => boolean; inline?: boolean } = {},
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (cause: unknown) => {
        loading = undefined;
        throw cause;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);

  function OnDemand(props: P) {
    const open = isOpen(props);
    // Chosen at the first render that shows something, then fixed for the life of this instance: switching
    // from the lazy wrapper to the loaded component would remount it (its state and focus lost). Until it
    // first opens it renders nothing, even with its code loaded: a closed dialog shows nothing, and a list
    // with one per row (a Report per review) would otherwise build them all as the page is drawn.
    const chosen = useRef<ComponentType<P> | undefined>(undefined);
    if (!chosen.current) {
      if (!open) return null;
      chosen.current = loaded ?? Lazy;
    }
    const Component = chosen.current;
    return (
      <Suspense fallback={!open ? null : inline ? <LoadingState className="py-3" /> : <DialogFallback />}>
        <Component {...props} />
      </Suspense>
    );
  }

  afterPageLoad(() => {
    const loadingNow = preload().catch(() => {
      // Offline for now: opening it tries again (and the error boundary speaks if that fails too).
    });
    pending.add(loadingNow);
    void loadingNow.finally(() => pending.delete(loadingNow));
  });
  return Object.assign(OnDemand, { preload });
}

/** The on-demand modules whose code is on its way. */
const pending = new Set<Promise<unknown>>();

/**
 * Settles once every on-demand module asked for so far has loaded (or failed to). The component tests wait
 * for it before each test, so they run as a page does once it has loaded: a click finds the dialog's code.
 */
export async function onDemandLoaded(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

function afterPageLoad(run: () => void): void {
  if (typeof window === 'undefined' || document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/** What an on-demand dialog shows while its code arrives: a veil with an announced "Loading...". */
function DialogFallback() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-950/50">
      <div
        role="status"
        className="flex items-center gap-3 rounded-xl bg-white px-5 py-3 text-slate-700 shadow-lg dark:bg-slate-900 dark:text-slate-200"
      >
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        <span>{MSG_SHELL.loading}</span>
      </div>
    </div>
  );
}
