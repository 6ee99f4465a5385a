import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type AuthSession, AuthSessionContext, type SessionUser } from '../lib/auth-session';

/** A fixed session for component tests (no network). */
export function fakeSession(overrides: Partial<AuthSession> = {}): AuthSession {
  return {
    user: null,
    loading: false,
    signingOut: false,
    login: async () => null,
    logout: () => {},
    refresh: async () => null,
    ...overrides,
  };
}

export function fakeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return { _id: 'u-1', name: 'Asha Patel', role: 'patient', ...overrides };
}

export function TestProviders({ session, children }: { session?: AuthSession; children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <AuthSessionContext value={session ?? fakeSession()}>{children}</AuthSessionContext>
    </QueryClientProvider>
  );
}
