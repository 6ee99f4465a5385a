import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * The app's toasts. Every toast follows something the person did (or a request that failed), and the
 * `<Toaster>` itself loads after the load event (shell/after-load), so sonner is imported on the first
 * toast instead of with each route: it leaves every page's initial JavaScript. The calls are sonner's
 * (same texts, same options); the toast appears once sonner has loaded, in the order the calls were made.
 */
type Message = Parameters<typeof sonnerToast.success>[0];
type Sonner = typeof sonnerToast;

let loading: Promise<Sonner> | undefined;
function withSonner(show: (sonner: Sonner) => void): void {
  loading ??= import('sonner').then((module) => module.toast);
  loading.then(show).catch((cause: unknown) => {
    loading = undefined;
    console.error('Could not show a toast', cause);
  });
}

let nextId = 0;

export const toast = Object.assign(
  (message: Message, data?: ExternalToast): void => withSonner((sonner) => sonner(message, data)),
  {
    success: (message: Message, data?: ExternalToast): void =>
      withSonner((sonner) => sonner.success(message, data)),
    info: (message: Message, data?: ExternalToast): void =>
      withSonner((sonner) => sonner.info(message, data)),
    warning: (message: Message, data?: ExternalToast): void =>
      withSonner((sonner) => sonner.warning(message, data)),
    error: (message: Message, data?: ExternalToast): void =>
      withSonner((sonner) => sonner.error(message, data)),
    /** A toast that a later call replaces: pass the returned id as that call's `id`. */
    loading: (message: Message, data?: ExternalToast): string | number => {
      const id = data?.id ?? `toast-${++nextId}`;
      withSonner((sonner) => sonner.loading(message, { ...data, id }));
      return id;
    },
    dismiss: (id?: string | number): void => withSonner((sonner) => sonner.dismiss(id)),
  },
);
