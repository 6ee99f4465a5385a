import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, useCallback } from 'react';
import { AuthSessionProvider, useAuthSession } from '../lib/auth-session';
import { getToken } from '../lib/auth-token';
import { useSocketConnection } from '../lib/socket';
import { AfterLoad, usePageLoaded } from './shell/after-load';

/**
 * App-wide providers. They sit inside the router (the session navigates to /login on logout), so the root
 * route renders them around the shell.
 */

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/**
 * One real-time connection while someone is logged in, opened after the load event: its client is imported
 * then, so it is not part of what a first visit downloads before the page has loaded.
 */
function SessionSocket() {
  const { user } = useAuthSession();
  const loaded = usePageLoaded();
  const signedIn = loaded ? user : null;
  useSocketConnection(signedIn ? getToken() : null, signedIn?._id ?? null);
  return null;
}

/**
 * sonner's toaster loads after the page has: nothing toasts before a person acts, and sonner replays a toast
 * raised earlier to the toaster when it mounts.
 */
const ThemedToaster = lazy(() => import('./shell/toaster').then((m) => ({ default: m.ThemedToaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  const clearServerCache = useCallback(() => queryClient.clear(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSessionProvider onLogout={clearServerCache}>
        <SessionSocket />
        {children}
        <AfterLoad>
          <ThemedToaster />
        </AfterLoad>
      </AuthSessionProvider>
    </QueryClientProvider>
  );
}
