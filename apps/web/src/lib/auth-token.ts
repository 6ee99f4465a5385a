import { STORAGE_KEYS } from '@arogya/contract/constants/shell';

/** The session token lives in localStorage under `token` (spec 01 §4). Storage failures mean "no token". */
export const TOKEN_STORAGE_KEY = STORAGE_KEYS.token;

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch (error) {
    console.error('Could not store the session token', error);
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** `/login?redirect=<path>` — slashes stay readable (`?redirect=/doctors/42`); other reserved characters are encoded. */
export function loginPath(redirect?: string | null): string {
  if (!redirect || redirect === '/' || redirect.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(redirect).replace(/%2F/gi, '/')}`;
}
