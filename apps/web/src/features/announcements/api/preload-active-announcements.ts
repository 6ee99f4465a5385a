import { apiRequest } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-token';

/**
 * GET /api/announcements/active asked for as the app starts, beside the first page's code, so the banner is
 * on the first paint instead of pushing the page down when it arrives (a layout shift on every page; decision
 * 070). Asked with the stored token, as the banner would ask: announcements can target patients or
 * professionals. This module stays free of zod (the shell's entry does not carry it): the banner, loaded after
 * the page, parses the answer with the contract schema; until then the shell holds its place.
 */
interface Preload {
  token: string | null;
  answer: Promise<unknown>;
  /** The answer once it has arrived (a failed preload keeps none: the banner asks again). */
  settled?: { value: unknown };
}

let preload: Preload | null = null;

export function preloadActiveAnnouncements(): Promise<void> {
  const token = getToken();
  const answer = apiRequest('/announcements/active', { toastOnError: false, redirectOnUnauthorized: false });
  const current: Preload = { token, answer };
  preload = current;
  return answer.then(
    (value) => {
      current.settled = { value };
    },
    () => undefined,
  );
}

function take(token: string | null): Preload | undefined {
  if (!preload || preload.token !== token) return undefined;
  const taken = preload;
  preload = null;
  return taken;
}

/** The preloaded answer for this viewer if it has arrived, left in place (the shell's reserved place). */
export function peekArrivedAnnouncements(token: string | null): { value: unknown } | undefined {
  return preload?.token === token ? preload.settled : undefined;
}

/** The preloaded answer for this viewer if it has arrived, handed over once (the banner's first render). */
export function takeArrivedAnnouncements(token: string | null): { value: unknown } | undefined {
  return preload?.token === token && preload.settled ? take(token)?.settled : undefined;
}

/** The preloaded request for this viewer, arrived or not, handed over once (the banner's first fetch). */
export function takePendingAnnouncements(token: string | null): Promise<unknown> | undefined {
  return take(token)?.answer;
}
