import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, indiaNow, longDay } from './fixtures';

/**
 * A new doctor's first day (issue #22 items 2 and 3; decisions 052 and 053): registers, is told the
 * account awaits verification, is approved by the admin in a second browser, is asked for availability,
 * sets weekly hours that reach into next month, and only then appears in search — where a patient opens
 * the profile and finds next month's slots inside those hours.
 */

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PASSWORD = 'Arogya#2026-test';
const ADMIN = { email: 'admin@arogya.health', password: 'Admin@12345' };
const PATIENT = { email: 'priya@arogya.health', password: 'Patient@123' };
const SPECIALTY = 'Pediatrician';
const CITY = 'Patna';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();

async function logIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toast(page, MSG_AUTH.loginSuccess)).toBeVisible();
}

/** Where the doctor stands in the API's search (the same query and order the search page uses). */
async function searchIndex(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get(`/api/doctors?city=${CITY}&specialty=${SPECIALTY}&limit=50`);
  expect(response.ok()).toBe(true);
  const { doctors } = (await response.json()) as { doctors: { name: string }[] };
  return doctors.findIndex((d) => d.name === name);
}

/** The first Monday of next month (India time), 'YYYY-MM-DD'. */
function firstMondayOfNextMonth(): string {
  const [y, m] = indiaNow().date.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m, 1)); // month m (0-based) = next month
  while (first.getUTCDay() !== 1) first.setUTCDate(first.getUTCDate() + 1);
  return first.toISOString().slice(0, 10);
}

test('a new doctor is verified, sets weekly hours for next month, and a patient finds and can book them', async ({
  browser,
  request,
}) => {
  test.slow(); // three people in three browsers; CI machines are small
  const name = `Dr Onboarding ${run}`;
  const email = `onboarding.${run}@example.com`;

  // 1. The doctor registers and lands on the dashboard, told what happens next.
  const doctorContext = await browser.newContext();
  const doctor = await doctorContext.newPage();
  await doctor.goto('/register');
  const doctorRadio = doctor.getByRole('radio', { name: 'Doctor' });
  await doctor.locator('label').filter({ has: doctorRadio }).click();
  await doctor.getByRole('main').getByLabel('Full Name').fill(name);
  await doctor.getByRole('main').getByLabel('Email').fill(email);
  await doctor.locator('input[name="password"]').fill(PASSWORD);
  await doctor.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await doctor
    .getByRole('main')
    .getByLabel('Phone')
    .fill(`9${String(Date.now() % 1e9).padStart(9, '0')}`);
  await doctor.getByRole('main').getByLabel('Specialty').selectOption(SPECIALTY);
  await doctor.getByRole('main').getByLabel('City').selectOption(CITY);
  await doctor.getByRole('main').getByLabel('Experience (years)').selectOption('7');
  await doctor.getByRole('main').getByLabel('Medical License Number').fill('MMC/2016/07311');
  await doctor.getByRole('checkbox', { name: /Privacy Notice/ }).check();
  await doctor.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(doctor).toHaveURL(/\/doctor\/dashboard$/);
  const awaiting = doctor.getByRole('region', { name: MSG_PROFILE.awaitingTitle });
  await expect(awaiting).toBeVisible();
  await expect(awaiting).toContainText(MSG_PROFILE.awaitingBody);
  await expectNoSeriousA11yViolations(doctor);
  expect(await searchIndex(request, name), 'not in search while pending').toBe(-1);

  // 2. The admin approves the application in another browser.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, ADMIN);
  await expect(admin).toHaveURL(/\/admin$/);
  const card = admin.getByRole('listitem', { name });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: MSG_ADMIN.approve }).click();
  await expect(card).toHaveCount(0);
  await adminContext.close();

  // 3. Approved, but without availability: asked for it, and still not in search.
  await doctor.reload();
  const ask = doctor.getByRole('region', { name: MSG_PROFILE.noAvailabilityTitle });
  await expect(ask).toBeVisible();
  await expect(doctor.getByRole('region', { name: MSG_PROFILE.awaitingTitle })).toHaveCount(0);
  expect(await searchIndex(request, name), 'not in search without availability').toBe(-1);

  // 4. Weekly hours Mon–Fri 10:00–13:00; next month's calendar shows them.
  await ask.getByRole('link', { name: MSG_PROFILE.noAvailabilityLink }).click();
  await expect(doctor).toHaveURL(/\/doctor\/availability$/);
  await doctor.getByRole('checkbox', { name: 'Monday' }).check();
  await doctor.getByRole('combobox', { name: 'Monday from' }).selectOption('10:00');
  await doctor.getByRole('combobox', { name: 'Monday until' }).selectOption('13:00');
  await expect(doctor.getByText('Slots: 11:00 AM, 11:30 AM, 12:00 PM, 12:30 PM').first()).toBeVisible();
  await doctor.getByRole('button', { name: MSG_AVAILABILITY.copyToWeekdays }).click();
  for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await expect(doctor.getByRole('checkbox', { name: day })).toBeChecked();
  }
  await doctor.getByRole('button', { name: MSG_AVAILABILITY.weeklyHoursSave }).click();
  await expect(toast(doctor, MSG_AVAILABILITY.weeklyHoursSaved)).toBeVisible();
  const monday = firstMondayOfNextMonth();
  await doctor.getByRole('button', { name: MSG_AVAILABILITY.nextMonth }).click();
  await expect(
    doctor.getByRole('button', { name: `${longDay(monday)}, ${MSG_AVAILABILITY.legendWeekly}, 4 slots` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(doctor);
  await doctor.goto('/doctor/dashboard');
  await expect(doctor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(doctor.getByRole('region', { name: MSG_PROFILE.noAvailabilityTitle })).toHaveCount(0);
  await doctorContext.close();

  // 5. Listed now: a patient finds the card in search and sees next month's slots inside those hours.
  const index = await searchIndex(request, name);
  expect(index, 'in search once bookable').toBeGreaterThanOrEqual(0);
  const patientContext = await browser.newContext();
  const patient = await patientContext.newPage();
  await logIn(patient, PATIENT);
  const page = Math.floor(index / 6) + 1;
  await patient.goto(`/search?specialty=${SPECIALTY}&city=${CITY}${page > 1 ? `&page=${page}` : ''}`);
  const result = patient
    .getByRole('region', { name: MSG_SEARCH.searchResults })
    .getByRole('article')
    .filter({ hasText: name });
  await expect(result).toBeVisible();
  await result.getByRole('link', { name: MSG_SEARCH.viewAndBook }).click();
  await expect(patient.getByRole('heading', { level: 1, name })).toBeVisible();
  const strip = patient.getByRole('list', { name: MSG_BOOKING.availableDates });
  const month = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', month: 'short' }).format(
    new Date(`${monday}T00:00:00Z`),
  );
  const mondayButton = strip
    .getByRole('button')
    .filter({ hasText: new RegExp(`^\\S+ ${Number(monday.slice(8))} ${month}$`) });
  await mondayButton.click();
  await expect(mondayButton).toHaveAttribute('aria-pressed', 'true');
  const slots = patient.getByRole('list', { name: MSG_BOOKING.timeSlots }).getByRole('button');
  await expect(slots).toHaveText([/11:00 AM/, /11:30 AM/, /12:00 PM/, /12:30 PM/]);
  await slots.first().click();
  await expect(patient.getByRole('region', { name: MSG_BOOKING.bookingSummary })).toContainText('11:00 AM');
  await expectNoSeriousA11yViolations(patient);
  await patientContext.close();
});
