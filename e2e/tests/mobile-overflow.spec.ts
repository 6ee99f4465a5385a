import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type Credentials, signIn } from './fixtures';

/**
 * Every route of the web router at 360 px: no page is wider than the screen (no sideways scrolling).
 * The routes are read from apps/web/src/app/router.tsx itself, so a new page is checked the day it lands;
 * private pages are visited signed in as the demo role they are for.
 */

const ROUTER = path.resolve(import.meta.dirname, '../../apps/web/src/app/router.tsx');

function routerPaths(): string[] {
  const source = fs.readFileSync(ROUTER, 'utf8');
  const paths = new Set<string>();
  for (const match of source.matchAll(/page\(\s*'([^']+)'/g)) paths.add(match[1] as string);
  for (const match of source.matchAll(/path:\s*'([^']+)'/g)) paths.add(match[1] as string);
  return [...paths].filter((p) => p !== '/' && p !== '*' && p !== '__boom').sort();
}

const ACCOUNTS: Record<string, Credentials> = {
  patient: { email: 'priya@arogya.health', password: 'Patient@123' },
  doctor: { email: 'dr.mehta@arogya.health', password: 'Doctor@123' },
  nurse: { email: 'nurse.fernandes@arogya.health', password: 'Nurse@123' },
  technician: { email: 'tech.singh@arogya.health', password: 'Tech@123' },
  ambulance: { email: 'driver.khan@arogya.health', password: 'Driver@123' },
  admin: { email: 'admin@arogya.health', password: 'Admin@12345' },
};

/** Pages anyone may open (spec 01 §2 "Public"): visited signed out. */
const PUBLIC = new Set([
  'register',
  'login',
  'forgot-password',
  'reset-password/:token',
  'dev/mailbox',
  'search',
  'search-nurses',
  'doctors/:id',
  'nurses/:id',
  'book-ambulance',
  'ambulance/track/:token',
  'follow-up/:id',
  'care-navigator',
  'care-circle',
  'about',
  'services',
  'discharge-concierge',
  'testimonials',
  'contact',
  'privacy',
  'terms',
  'care-fund/:patientId',
  'forum',
  'forum/question/:questionId',
]);

/** Who a private page is for; everything else is a patient's. */
function roleFor(route: string): keyof typeof ACCOUNTS | 'public' {
  if (PUBLIC.has(route)) return 'public';
  if (route.startsWith('admin')) return 'admin';
  if (route === 'nurse/moderation' || route.startsWith('nurse/')) return 'nurse';
  if (route.startsWith('doctor/') || ['upgrade-pro', 'demand-hotspot', 'earnings'].includes(route)) {
    return 'doctor';
  }
  if (route.startsWith('technician/')) return 'technician';
  if (route.startsWith('driver/')) return 'ambulance';
  return 'patient';
}

/** Real ids where the app has them; otherwise a well-formed unknown one (the not-found state is a page too). */
async function resolve(page: Page, route: string): Promise<string> {
  const unknown = '00000000-0000-4000-8000-000000000000';
  let url = `/${route}`;
  if (route.includes(':id') && route.startsWith('doctors')) {
    const { doctors } = (await (await page.request.get('/api/doctors?limit=1')).json()) as {
      doctors: { _id: string }[];
    };
    url = url.replace(':id', doctors[0]?._id ?? unknown);
  } else if (route.startsWith('nurses/')) {
    const nurses = (await (await page.request.get('/api/nurses')).json()) as { _id: string }[];
    url = url.replace(':id', nurses[0]?._id ?? unknown);
  } else if (route === 'care-fund/:patientId') {
    url = '/care-fund/priya-sharma';
  }
  return url.replace(/:[A-Za-z]+/g, unknown);
}

async function overflow(
  page: Page,
): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const culprits: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = element.getBoundingClientRect();
      if (box.right > innerWidth + 1 && box.width > 0 && culprits.length < 5) {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).split(' ').slice(0, 4).join('.')}`;
        culprits.push(`${name} (right ${Math.round(box.right)})`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, culprits };
  });
}

const routes = routerPaths();
const groups = new Map<string, string[]>();
for (const route of routes) {
  const role = roleFor(route);
  groups.set(role, [...(groups.get(role) ?? []), route]);
}

test.use({ viewport: { width: 360, height: 740 } });

test('the route list comes from the router', () => {
  expect(routes.length).toBeGreaterThan(50);
  expect(routes).toEqual(expect.arrayContaining(['search', 'dashboard', 'doctor/appointments', 'admin']));
});

for (const [role, list] of groups) {
  test(`no page overflows 360 px — ${role} (${list.length} routes)`, async ({ page, context }) => {
    test.setTimeout(30_000 + list.length * 8_000);
    if (role !== 'public') await signIn(context, page.request, ACCOUNTS[role] as Credentials);
    const wide: string[] = [];
    for (const route of ['', ...list].filter((r) => r !== '' || role === 'public' || role === 'patient')) {
      const url = route === '' ? '/' : await resolve(page, route);
      await page.goto(url);
      // The page has drawn: the shell's main landmark and no loading spinner left.
      await expect(page.locator('main')).toBeVisible();
      await page
        .waitForLoadState('networkidle', { timeout: 5_000 })
        .catch(() => undefined /* a socket or a poll keeps it busy: the page is drawn by now */);
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      const measured = await overflow(page);
      if (measured.scrollWidth > measured.innerWidth) {
        wide.push(
          `${url}: ${measured.scrollWidth}px > ${measured.innerWidth}px — ${measured.culprits.join(', ')}`,
        );
      }
    }
    expect(wide, 'pages wider than the screen').toEqual([]);
  });
}
