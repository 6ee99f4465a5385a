import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { apiToken, expectNoSeriousA11yViolations, gotoLive, registerPatient, signIn } from './fixtures';

/** A seeded driver, online in Hyderabad (the seed puts two in every ambulance city). */
const DRIVER = { email: 'driver.hyderabad.1@arogya.health', password: 'Driver@123' };
const ADMIN = { email: 'admin@arogya.health', password: 'Admin@12345' };
/** Set SHOTS_DIR to keep screenshots of each screen at 360 and 1280 px. */
const SHOTS = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

test('a visitor books an ambulance; a driver gets the popup live and accepts; the tracking page follows without a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(test.info().timeout * 4); // two people, several pages; CI machines are small
  const driverContext = await browser.newContext();
  await signIn(driverContext, request, DRIVER);
  const driver = await driverContext.newPage();
  await gotoLive(driver, '/driver/dashboard');
  await expect(driver.getByRole('heading', { name: 'Driver Dashboard' })).toBeVisible();
  await expect(driver.getByRole('button', { name: 'Go Offline' })).toBeVisible();
  await expectNoSeriousA11yViolations(driver);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/book-ambulance');
  await expect(visitor.getByRole('heading', { name: 'BOOK AN AMBULANCE' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /112/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await shoot(visitor, 'book-ambulance');

  await visitor.getByRole('button', { name: 'Book Online' }).click();
  const form = visitor.getByRole('form', { name: 'Book Online' });
  // Missing fields: the contract's messages, nothing sent.
  await form.getByRole('button', { name: 'Request Ambulance' }).click();
  await expect(form.getByText('Patient name is required.')).toBeVisible();
  await form.getByLabel('Patient Name').fill('Lakshmi Iyer');
  await form.getByLabel('Contact Number').fill('+91 9876501234');
  await form.getByLabel('Address').fill('Flat 2, Lake View, Banjara Hills, Hyderabad');
  await form.getByRole('combobox', { name: 'City' }).selectOption('Hyderabad');
  await form.getByLabel('Emergency Type').selectOption('Cardiac');
  await expectNoSeriousA11yViolations(visitor);
  await shoot(visitor, 'book-ambulance-form');
  await form.getByRole('button', { name: 'Request Ambulance' }).click();
  await expect(visitor.getByText('Ambulance requested. We are alerting drivers near you.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Book Another' })).toBeVisible();
  const trackingUrl = await visitor.getByRole('link', { name: /\/ambulance\/track\// }).getAttribute('href');
  expect(trackingUrl).toMatch(/^\/ambulance\/track\/[\w-]{32,}$/);

  // The driver's popup: the area only, the emergency and a running countdown; answered within its 30 s.
  const popup = driver.getByRole('dialog', { name: 'New ambulance request' });
  await expect(popup).toBeVisible();
  if (SHOTS) {
    for (const width of [360, 1280]) {
      await driver.setViewportSize({ width, height: 800 });
      await driver.screenshot({ path: `${SHOTS}/driver-popup-${width}.png` });
    }
  }
  await expect(popup).toContainText('Lakshmi Iyer');
  await expect(popup).toContainText('Banjara Hills, Hyderabad');
  await expect(popup).not.toContainText('Flat 2');
  await expect(popup).toContainText('Cardiac');
  await expect(popup.getByText(/This request expires in \d+ seconds\./)).toBeVisible();
  await popup.getByRole('button', { name: 'Accept' }).click();
  await expect(popup).toBeHidden();

  // The tracking link, opened by the visitor (or family): Accepted, then En route without a reload.
  await visitor.goto(trackingUrl as string);
  await expect(visitor.getByRole('heading', { name: 'Track your ambulance' })).toBeVisible();
  const trip = driver.getByRole('listitem').filter({ hasText: 'Lakshmi Iyer' });
  await expect(trip).toContainText('Flat 2, Lake View, Banjara Hills, Hyderabad');
  await expect(trip).toContainText('+91 9876501234');

  // The tracking page follows without a reload, over its own socket: once it says Live the 30 s fallback poll
  // is off, and En route must arrive within 20 s of the driver's click — under the poll's 30 s, so the poll cannot be
  // what delivered it.
  const status = visitor.getByTestId('ambulance-status');
  await expect(status).toHaveText('Accepted');
  await expect(visitor.getByTestId('tracking-connection')).toHaveAttribute('data-state', 'live');
  await expect(visitor.getByText('Farhan').first()).toBeVisible();
  await trip.getByRole('button', { name: 'Start trip' }).click();
  await expect(status).toHaveText('En route', { timeout: 20_000 });
  await expectNoSeriousA11yViolations(visitor);
  await shoot(visitor, 'track-ambulance');
  await shoot(driver, 'driver-dashboard');

  // Finish, so the seeded driver is free for the next run's booking.
  await trip.getByRole('button', { name: 'Arrived' }).click();
  await trip.getByRole('button', { name: 'Complete trip' }).click();
  await expect(driver.getByRole('heading', { name: 'Recent trips' })).toBeVisible();
});

test('other roles see Access Denied on the driver dashboard', async ({ browser, request }) => {
  const patient = await registerPatient(request, 'Not A Driver');
  const context = await browser.newContext();
  await signIn(context, request, patient);
  const page = await context.newPage();
  await page.goto('/driver/dashboard');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Only ambulance drivers can access this dashboard.')).toBeVisible();
});

test('a rejected driver corrects the vehicle number and resubmits; the admin sees them pending again', async ({
  browser,
  request,
}) => {
  test.setTimeout(test.info().timeout * 2);
  const stamp = `${Date.now()}.${process.pid}`;
  const who = { email: `driver.fix.${stamp}@example.com`, password: 'Driver@123' };
  const name = `Ravi Fixit ${stamp.slice(-5)}`;
  const registered = await request.post('/api/auth/register', {
    data: {
      ...who,
      name,
      role: 'ambulance',
      phone: `+9197${String(Date.now()).slice(-8)}`,
      licenseNumber: 'MH-0220150011111',
      // Well formed, but not the RC book's number (its last digits swapped).
      vehicleRegistrationNumber: 'MH 02 EK 7718',
      govId: `GOV${stamp.replace('.', '')}`.slice(0, 20),
      city: 'Mumbai',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const driverId = ((await registered.json()) as { user: { _id: string } }).user._id;
  const adminToken = await apiToken(request, ADMIN);
  const rejected = await request.put(`/api/admin/reject/${driverId}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { reason: 'The vehicle number does not match the RC book.' },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);

  const driverContext = await browser.newContext();
  await signIn(driverContext, request, who);
  const driver = await driverContext.newPage();
  await driver.goto('/driver/dashboard');
  const banner = driver.getByRole('region', { name: 'Your application needs changes' });
  await expect(banner).toContainText('The vehicle number does not match the RC book.');
  await banner.getByRole('link', { name: 'Correct your details' }).click();
  await expect(driver).toHaveURL(/\/driver\/edit-profile$/);
  const details = driver.getByRole('region', { name: 'Driver details' });
  const plate = details.getByLabel(/^Vehicle Registration Number/);
  await expect(plate).toHaveValue('MH 02 EK 7718');
  await expectNoSeriousA11yViolations(driver);
  await shoot(driver, 'driver-edit-profile');

  await plate.fill('mh02 ek 7781');
  await details.getByRole('button', { name: 'Save Driver Details' }).click();
  await expect(driver.getByText('Profile updated successfully!')).toBeVisible();
  await expect(plate).toHaveValue('MH 02 EK 7781');

  await driver.goto('/driver/dashboard');
  await driver.getByRole('button', { name: 'Resubmit for review' }).click();
  await expect(
    driver.getByRole('region', { name: "Awaiting verification — patients can't find you yet" }),
  ).toBeVisible();

  const adminContext = await browser.newContext();
  await signIn(adminContext, request, ADMIN);
  const admin = await adminContext.newPage();
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Pending Approvals' })).toBeVisible();
  await expect(admin.getByRole('listitem', { name })).toBeVisible();
});
