import { preloadActiveAnnouncements } from '../../features/announcements/api/preload-active-announcements';

/**
 * How long the first render may wait for the viewer's announcements. The first page's code is loading
 * meanwhile, so most visits wait for nothing; past this the page renders, and a banner that comes later
 * moves it down.
 */
const FIRST_RENDER_WAIT_MS = 1_000;

/**
 * Asks for the viewer's announcements as the app starts and resolves when they are there (or failed: the
 * failure is only logged, by the banner) or after FIRST_RENDER_WAIT_MS, so the first paint can hold the
 * banner's place (decision 070). Never rejects: announcements must not keep the app from starting.
 */
export function startAnnouncements(): Promise<void> {
  return Promise.race([
    preloadActiveAnnouncements(),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ]);
}
