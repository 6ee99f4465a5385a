import { addDays, formatSlotDay, indiaDate, indiaMinutesOfDay, slotStart } from '@arogya/contract/india-time';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical accessibility violation on the current page. A toast that is sliding in
 * or fading out is partly transparent, and axe would judge its text's contrast on a frame nobody reads. Three
 * ways CI met one:
 * - a toast leaving as the scan ran (its own fade);
 * - a covered toast's content, which sonner fades (`[data-sonner-toast] > *`, opacity over 400 ms) when a newer
 *   toast arrives — the toast's own animations do not show it;
 * - a toast whose time ran out while axe was still reading the page (a scan takes a second or more on a busy
 *   machine), so no wait before the scan can rule it out.
 * So the scan runs with reduced motion, which sonner honours (no transitions: a toast is shown or gone), after
 * every toast is mounted, none is being removed and nothing in any toast is moving (a spinner, repeating for
 * ever, excepted). Every toast on screen is still judged, as it is read.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await scanForSeriousViolations(page);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function scanForSeriousViolations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
      (toast) =>
        toast.getAttribute('data-mounted') === 'true' &&
        toast.getAttribute('data-removed') !== 'true' &&
        toast
          .getAnimations({ subtree: true })
          .every((animation) => animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  );
  expect(summary, 'serious or critical accessibility violations').toEqual([]);
}

// ---------------------------------------------------------------------------------------------------------
// Sessions, people and India-time helpers shared by the journeys
// ---------------------------------------------------------------------------------------------------------

export interface Credentials {
  email: string;
  password: string;
}

/** A token for the account, from the API (the way the login form gets one). */
export async function apiToken(request: APIRequestContext, who: Credentials): Promise<string> {
  const response = await request.post('/api/auth/login', { data: who });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token?: string };
  expect(token).toBeTruthy();
  return token as string;
}

/**
 * Weekly hours for a doctor or nurse (Monday to Saturday, 10:00–13:00): a newly approved professional is
 * listed in search only once they have availability (decision 052).
 */
export async function setWeeklyHours(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.put('/api/availability/weekly-hours', {
    headers: { Authorization: `Bearer ${token}` },
    data: { weeklyHours: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '10:00', end: '13:00' })) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs every page of the context in by storing the token the way the app does (local storage `token`). */
export async function signIn(
  context: BrowserContext,
  request: APIRequestContext,
  who: Credentials,
): Promise<string> {
  const token = await apiToken(request, who);
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  return token;
}

export interface Me {
  _id: string;
  name: string;
  careFundBalance?: number;
}

export async function me(request: APIRequestContext, token: string): Promise<Me> {
  const response = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Me;
}

let serial = 0;
const run = Date.now().toString(36);

/** A fresh patient account (its own appointments, notifications and empty care fund), via the API. */
export async function registerPatient(
  request: APIRequestContext,
  name: string,
): Promise<Credentials & { token: string; id: string }> {
  serial += 1;
  const who = {
    email: `booking.${run}.${process.pid}.${serial}@example.com`,
    password: 'Patient@123',
  };
  const response = await request.post('/api/auth/register', {
    data: { ...who, role: 'patient', name },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { ...who, token, id: (await me(request, token))._id };
}

/** Loads `path` and waits until the page's live connection has joined the user's room. */
export async function gotoLive(page: Page, path: string): Promise<void> {
  const joined = page
    .waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
    .then((ws) =>
      ws.waitForEvent('framesent', {
        predicate: (frame) => String(frame.payload).includes('join_user_room'),
      }),
    );
  await page.goto(path);
  await joined;
}

/** The sonner toast showing `text`. */
export const toastWith = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]', { hasText: text }).first();

/** Today's date in India, 'YYYY-MM-DD', and the minutes since midnight there. */
export function indiaNow(now: Date = new Date()): { date: string; minutes: number } {
  return { date: indiaDate(now), minutes: indiaMinutesOfDay(now) };
}

export { addDays, slotStart as slotStartUtc };

/** 'Tuesday, 24 November 2026': how the app writes a day where it must not be ambiguous. */
export function longDay(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** 'Tue, 24 Nov 2026': how notifications write a day. */
export { formatSlotDay as slotDay };
