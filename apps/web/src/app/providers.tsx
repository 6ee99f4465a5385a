import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { Toaster } from 'sonner';
import { AuthSessionProvider, useAuthSession } from '../lib/auth-session';
import { getToken } from '../lib/auth-token';
import { useSocketConnection } from '../lib/socket';
import { useTheme } from '../lib/use-theme';

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

/** One real-time connection while someone is logged in. */
function SessionSocket() {
  const { user } = useAuthSession();
  useSocketConnection(user ? getToken() : null, user?._id ?? null);
  return null;
}

function ThemedToaster() {
  const [theme] = useTheme();
  return <Toaster richColors closeButton theme={theme} position="top-right" />;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const clearServerCache = useCallback(() => queryClient.clear(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSessionProvider onLogout={clearServerCache}>
        <SessionSocket />
        {children}
        <ThemedToaster />
      </AuthSessionProvider>
    </QueryClientProvider>
  );
}
