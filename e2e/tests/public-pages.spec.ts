import { CONTACT_DETAILS } from '@arogya/contract/constants/content';
import { indiaDate } from '@arogya/contract/india-time';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures';

const pages: { path: string; heading: RegExp; texts: string[] }[] = [
  {
    path: '/',
    heading: /Your Trusted Healthcare at Home/,
    texts: [
      'Connecting Patients with Verified Professionals',
      'Help Me Choose',
      'Discharge Concierge',
      CONTACT_DETAILS.hours,
    ],
  },
  { path: '/about', heading: /about/i, texts: [] },
  { path: '/services', heading: /services/i, texts: ['Discharge Concierge'] },
  { path: '/testimonials', heading: /testimonials|patients say|stories/i, texts: [] },
  { path: '/contact', heading: /contact/i, texts: [CONTACT_DETAILS.email, CONTACT_DETAILS.hours] },
  { path: '/privacy', heading: /privacy/i, texts: ['Digital Personal Data Protection Act'] },
  { path: '/terms', heading: /terms/i, texts: ['112'] },
  { path: '/discharge-concierge', heading: /discharge concierge/i, texts: ['72'] },
];

for (const p of pages) {
  test(`public page ${p.path} renders its content and passes an accessibility scan`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);
    for (const text of p.texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Quick Links');
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
}

test('landing links Help Me Choose to the care navigator and Learn More to the discharge concierge', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Help Me Choose' })).toHaveAttribute('href', '/care-navigator');
  await expect(page.getByRole('link', { name: /Learn More/ }).first()).toHaveAttribute(
    'href',
    '/discharge-concierge',
  );
});

test('the theme defaults to light and a dark choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page
    .getByRole('button', { name: /dark|theme/i })
    .first()
    .click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(page);
});

test('an unknown page shows the 404 page with its five links', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  const main = page.locator('main');
  for (const href of ['/', '/search', '/search-nurses', '/book-ambulance', '/contact']) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'Find a Doctor' })).toHaveAttribute('href', '/search');
  await expect(main.getByRole('link', { name: 'Find a Nurse' })).toHaveAttribute('href', '/search-nurses');
  await expectNoSeriousA11yViolations(page);
});

test('the error boundary shows the spec text with Try Again and Refresh Page', async ({ page }) => {
  await page.goto('/__boom');
  await expect(page.getByText('Something went wrong', { exact: false }).first()).toBeVisible();
  await expect(
    page.getByText('We encountered an unexpected error. Please try refreshing the page.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
});

test('the back-to-top button appears after 400 px of scroll and returns to the top', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: /back to top/i });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(button).toBeHidden();
  // The lazy page and the route-change scroll-to-top may still be settling: scroll until it sticks.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(400);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
});

test('the newsletter form thanks the subscriber with the exact alert and clears', async ({ page }) => {
  await page.goto('/');
  // The lazy landing page settles first (as in the back-to-top test): a form typed into while the route is
  // still resolving can be rendered again, empty.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: /email/i });
  await email.fill('reader@example.com');
  await expect(email).toHaveValue('reader@example.com');
  const alerts: string[] = [];
  // `on`, not `once`: with `once` the listener is gone as the dialog arrives, and Playwright, told the page has
  // no dialog listener any more, may dismiss the alert before this accept reaches it ("No dialog is showing").
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await footer.getByRole('button', { name: /subscribe/i }).click();
  await expect.poll(() => alerts).toEqual([MSG_SHELL.newsletterThanks]);
  await expect(email).toHaveValue('');
});

test('the discharge concierge form refuses a past date and closes when complete', async ({ page }) => {
  await page.goto('/discharge-concierge');
  await page
    .getByRole('button', { name: /request|book|get started|enquire/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /submit|request|send/i }).click();
  await expect(dialog).toBeVisible(); // all fields are required
  await dialog.getByLabel(/patient name/i).fill('Kamala Devi');
  await dialog.getByLabel(/phone/i).fill('+91 9876543210');
  await dialog.getByLabel(/hospital/i).fill('Ruby Hall Clinic');
  await dialog.getByLabel(/discharge date/i).fill('2000-01-01');
  await dialog.getByRole('button', { name: /submit|request|send/i }).click();
  await expect(dialog).toBeVisible();
  // Today in India, as the server judges "past" (the machine's own date is a day behind after 18:30 UTC).
  await dialog.getByLabel(/discharge date/i).fill(indiaDate(Date.now()));
  await dialog.getByRole('button', { name: /submit|request|send/i }).click();
  await expect(dialog).toBeHidden();
});

test('the landing page works at 360 px with the mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const hasHorizontalScroll = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth + 1,
  );
  expect(hasHorizontalScroll).toBe(false);
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(page.getByRole('link', { name: /find a doctor/i }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('unknown /api paths answer JSON, not the app', async ({ request }) => {
  const res = await request.get('/api/definitely-not-here');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Route not found.' });
});

test('the API description is served', async ({ page, request }) => {
  const doc = await request.get('/api/docs/json');
  expect(doc.status()).toBe(200);
  expect(await doc.json()).toMatchObject({ info: { title: 'Arogya API' } });
  await page.goto('/api/docs');
  // Swagger UI parses a 1.4 MB bundle and a 340 KB description before it draws anything: on a CI machine
  // running two browser workers that alone has taken longer than the default 7 s wait.
  await expect(page.getByText('Arogya API').first()).toBeVisible({ timeout: 30_000 });
});
