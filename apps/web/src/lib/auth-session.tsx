import { ROLES, type Role } from '@arogya/contract/constants/auth';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, api } from './api-client';
import { clearToken, getToken, setToken, TOKEN_STORAGE_KEY } from './auth-token';

/**
 * The browser session (spec 01 §4): the token is kept in localStorage under `token`; on load, when a token
 * exists, the current user is fetched from GET /api/auth/me. A failure of that check counts as logged out
 * and removes the token — but a request that never reached the server (offline, timed out, or cut off
 * because the page is being left or reloaded) is only logged (spec 01 §8: network errors are only
 * logged): the page shows no user, and the token is kept for the next try. Logout removes the token and
 * goes to /login.
 */

export interface SessionUser {
  _id: string;
  name: string;
  role: Role;
  email?: string;
  city?: string;
  subscriptionTier?: string;
  [key: string]: unknown;
}

export interface AuthSession {
  user: SessionUser | null;
  loading: boolean;
  /**
   * True from a logout until its navigation lands. Guards then wait instead of sending the page that is
   * being left to /login?redirect=<that page> (the session has already ended there).
   */
  signingOut: boolean;
  /** Stores the token and loads the current user; resolves to the user, or null when the token is refused. */
  login: (token: string) => Promise<SessionUser | null>;
  /** Removes the token and clears the user; then goes to `redirectTo` (default /login) unless it is `false`. */
  logout: (redirectTo?: string | false) => void;
  /** Reloads the current user (after a profile or subscription change). */
  refresh: () => Promise<SessionUser | null>;
}

export type { Role };

export const AuthSessionContext = createContext<AuthSession | null>(null);

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Accepts `{ user }`, `{ data }` or the bare user, and requires an id, a name and a known role. */
export function toSessionUser(payload: unknown): SessionUser | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const record = payload as Record<string, unknown>;
  const candidate = (record.user ?? record.data ?? record) as Record<string, unknown>;
  if (typeof candidate !== 'object' || candidate === null) return null;
  const id = candidate._id ?? candidate.id;
  if (typeof id !== 'string' || typeof candidate.name !== 'string' || !isRole(candidate.role)) return null;
  return { ...candidate, _id: id, name: candidate.name, role: candidate.role };
}

/** The current user; null when the server refused the token; 'unreachable' when no answer came. */
async function fetchCurrentUser(): Promise<SessionUser | null | 'unreachable'> {
  try {
    const payload = await api.get('/auth/me', { toastOnError: false, redirectOnUnauthorized: false });
    return toSessionUser(payload);
  } catch (error) {
    console.error('Could not load the current user; continuing logged out.', error);
    const status = error instanceof ApiError ? error.status : 0;
    return status === 0 ? 'unreachable' : null;
  }
}

export function AuthSessionProvider({
  children,
  onLogout,
}: {
  children: ReactNode;
  /** Called after the session ends (e.g. to clear cached server data). */
  onLogout?: () => void;
}) {
  const navigate = useNavigate();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState<boolean>(() => getToken() !== null);
  const { pathname } = useLocation();
  // The page a logout is leaving; cleared once the browser is somewhere else.
  const [leavingPath, setLeavingPath] = useState<string | null>(null);
  const signingOut = leavingPath !== null;
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;

  const refresh = useCallback(async () => {
    if (getToken() === null) {
      setUser(null);
      return null;
    }
    const current = await fetchCurrentUser();
    if (current === 'unreachable') return null;
    if (current === null) clearToken();
    setUser(current);
    return current;
  }, []);

  useEffect(() => {
    if (getToken() === null) return;
    let cancelled = false;
    void fetchCurrentUser().then((current) => {
      if (cancelled) return;
      if (current === null) clearToken();
      setUser(current === 'unreachable' ? null : current);
      setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // Logging out in another tab ends this tab's session too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if ((event.key === TOKEN_STORAGE_KEY || event.key === null) && getToken() === null) setUser(null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const login = useCallback(
    async (token: string) => {
      setToken(token);
      setLoading(true);
      try {
        return await refresh();
      } finally {
        setLoading(false);
      }
    },
    [refresh],
  );

  const logout = useCallback(
    (redirectTo: string | false = '/login') => {
      // The server ends the session (the token stops working everywhere); the browser forgets it at
      // once either way, so an unreachable server never keeps anyone signed in here.
      if (getToken() !== null) {
        void api
          .post('/auth/logout', undefined, { toastOnError: false, redirectOnUnauthorized: false })
          .catch(() => undefined);
      }
      clearToken();
      setUser(null);
      setLoading(false);
      onLogout?.();
      if (redirectTo === false) return;
      // A lazy target route loads before the navigation lands; meanwhile the guarded page that is being
      // left re-renders without a user. `signingOut` tells its guard to wait rather than redirect.
      setLeavingPath(pathnameRef.current);
      void navigate(redirectTo);
    },
    [navigate, onLogout],
  );

  useEffect(() => {
    if (leavingPath !== null && pathname !== leavingPath) setLeavingPath(null);
  }, [pathname, leavingPath]);

  const value = useMemo<AuthSession>(
    () => ({ user, loading, signingOut, login, logout, refresh }),
    [user, loading, signingOut, login, logout, refresh],
  );

  return <AuthSessionContext value={value}>{children}</AuthSessionContext>;
}

export function useAuthSession(): AuthSession {
  const session = use(AuthSessionContext);
  if (session === null) throw new Error('useAuthSession must be used inside <AuthSessionProvider>.');
  return session;
}

/** The home of each role (spec 01 §2): patients /dashboard, admins /admin, any other professional /doctor/dashboard. */
export function roleHome(user: Pick<SessionUser, 'role'> | null): string {
  if (user === null) return '/';
  if (user.role === 'patient') return '/dashboard';
  if (user.role === 'admin') return '/admin';
  return '/doctor/dashboard';
}
