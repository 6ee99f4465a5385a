import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, indiaNow, longDay } from './fixtures';

/**
 * Finding care, in the browser: a patient opens a seeded doctor's page (dates, slots, summary); Dr Kapoor
 * takes a day off and gives another day other hours, and the patient then sees exactly that; Dr Kapoor
 * draws a service area on the map (Leaflet takes clicks even without tiles), saves it, and it is still
 * there after a reload. The demo accounts come from the seed.
 */

const PATIENT = { email: 'priya@arogya.health', password: 'Patient@123' };
const KAPOOR = { email: 'dr.kapoor@arogya.health', password: 'Doctor@123' };

interface DoctorRow {
  _id: string;
  name: string;
}

async function tokenFor(
  request: APIRequestContext,
  who: { email: string; password: string },
): Promise<string> {
  const response = await request.post('/api/auth/login', { data: who });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token?: string };
  expect(token).toBeTruthy();
  return token as string;
}

/** Signs the context in by storing the token the way the app does (local storage `token`). */
async function signIn(context: BrowserContext, request: APIRequestContext, who: typeof PATIENT) {
  const token = await tokenFor(request, who);
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  return token;
}

async function findDoctor(request: APIRequestContext, query: string, name: string): Promise<DoctorRow> {
  const response = await request.get(`/api/doctors?${query}&limit=50`);
  expect(response.ok()).toBe(true);
  const { doctors } = (await response.json()) as { doctors: DoctorRow[] };
  const doctor = doctors.find((d) => d.name === name);
  expect(doctor, `${name} in /api/doctors?${query}`).toBeTruthy();
  return doctor as DoctorRow;
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();

test('a patient opens a seeded doctor and sees the profile, dates and the booking summary', async ({
  page,
  context,
  request,
}) => {
  const mehta = await findDoctor(request, 'city=Mumbai&specialty=Cardiologist', 'Arjun Mehta');
  await signIn(context, request, PATIENT);

  await page.goto(`/doctors/${mehta._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Arjun Mehta' })).toBeVisible();
  await expect(page.getByText(MSG_BOOKING.verifiedProfessional)).toBeVisible();
  await expect(page.getByText('Cardiologist', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: MSG_BOOKING.selectDate })).toBeVisible();
  const summary = page.getByRole('region', { name: MSG_BOOKING.bookingSummary });
  const totalFee = summary.getByRole('definition').last();
  await expect(totalFee).toHaveText('₹2,000');
  await summary.getByText('Video Consultation').click();
  await expect(summary.getByRole('radio', { name: /Video Consultation/ })).toBeChecked();
  await expect(totalFee).toHaveText('₹400');
  await expect(summary.getByRole('button', { name: MSG_BOOKING.confirmAndBookAppointment })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
});

test('a visitor opens a nurse page: the profile and the per-day fee', async ({ page, request }) => {
  const response = await request.get('/api/nurses?city=Mumbai');
  const nurses = (await response.json()) as DoctorRow[];
  const nurse = nurses.find((n) => n.name === 'Maria Fernandes');
  expect(nurse, 'Maria Fernandes in /api/nurses?city=Mumbai').toBeTruthy();

  await page.goto(`/nurses/${nurse?._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Maria Fernandes' })).toBeVisible();
  await expect(page.getByText('Elder Care', { exact: true })).toBeVisible();
  const summary = page.getByRole('region', { name: MSG_BOOKING.bookingSummary });
  await expect(summary.getByText(MSG_BOOKING.serviceFeePerDay)).toBeVisible();
  await expect(summary.getByText(MSG_BOOKING.arrivalTime)).toBeVisible();
  await expect(summary.getByRole('definition').last()).toHaveText('₹600');
  await expectNoSeriousA11yViolations(page);
});

test('a visitor opening a doctor page is sent to log in and comes back to it', async ({ page, request }) => {
  const mehta = await findDoctor(request, 'city=Mumbai&specialty=Cardiologist', 'Arjun Mehta');
  await page.goto(`/doctors/${mehta._id}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=(/|%2F)doctors(/|%2F)${mehta._id}$`));
  await page.getByRole('main').getByLabel('Email').fill(PATIENT.email);
  await page.locator('input[name="password"]').fill(PATIENT.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/doctors/${mehta._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Arjun Mehta' })).toBeVisible();
});

test.describe('Dr Kapoor', () => {
  // Both tests act on her account: one after the other.
  test.describe.configure({ mode: 'serial' });

  test('changes single days of her calendar, and a patient then sees exactly those days and slots', async ({
    browser,
    request,
  }) => {
    test.slow();
    const kapoor = await findDoctor(request, 'city=Delhi&specialty=Dermatologist', 'Neha Kapoor');
    const kapoorToken = await tokenFor(request, KAPOOR);
    const headers = { Authorization: `Bearer ${kapoorToken}` };
    // Two open days without bookings, at least three days ahead (the seed opens Mon–Sat for three weeks).
    const schedule = (await (await request.get('/api/availability/me', { headers })).json()) as {
      schedule: { date: string; slots: string[] }[];
      bookings: { date: string }[];
    };
    const booked = new Set(schedule.bookings.map((b) => b.date));
    const soonest = indiaNow().date;
    const open = schedule.schedule
      .map((d) => d.date)
      .filter((d) => !booked.has(d) && d > soonest && Date.parse(d) - Date.parse(soonest) >= 3 * 86_400_000);
    const [dayOff, shortDay] = open;
    expect(dayOff && shortDay, 'two open days without bookings').toBeTruthy();
    if (!dayOff || !shortDay) return;

    // The doctor: the calendar, month by month; one day off, another with other hours.
    const doctorContext = await browser.newContext();
    await doctorContext.addInitScript((value) => window.localStorage.setItem('token', value), kapoorToken);
    const page = await doctorContext.newPage();
    await page.goto('/doctor/availability');
    await expect(page.getByRole('heading', { level: 1, name: MSG_AVAILABILITY.title })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: MSG_AVAILABILITY.weeklyHoursTitle }),
    ).toBeVisible();
    const openDay = async (day: string) => {
      const button = page.getByRole('button', { name: new RegExp(`^${longDay(day)},`) });
      while (!(await button.isVisible()))
        await page.getByRole('button', { name: MSG_AVAILABILITY.nextMonth }).click();
      await button.click();
      return page.getByRole('region', { name: longDay(day) });
    };
    const offPanel = await openDay(dayOff);
    await offPanel.getByRole('button', { name: MSG_AVAILABILITY.dayTakeOff }).click();
    await expect(toast(page, MSG_AVAILABILITY.updated)).toBeVisible();
    await expect(offPanel.getByText(MSG_AVAILABILITY.dayOffNote)).toBeVisible();

    const shortPanel = await openDay(shortDay);
    await shortPanel.getByRole('combobox', { name: `${longDay(shortDay)} from` }).selectOption('13:00');
    await shortPanel.getByRole('combobox', { name: `${longDay(shortDay)} until` }).selectOption('14:30');
    await shortPanel.getByRole('button', { name: MSG_AVAILABILITY.daySetHours }).click();
    await expect(shortPanel.getByText('Changed for this day: 13:00–14:30.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await doctorContext.close();

    // The patient: the day off is gone from the date strip; the other day offers only 1:00–2:00 PM.
    const patientContext = await browser.newContext();
    await signIn(patientContext, request, PATIENT);
    const patientPage = await patientContext.newPage();
    await patientPage.goto(`/doctors/${kapoor._id}`);
    await expect(patientPage.getByRole('heading', { level: 1, name: 'Neha Kapoor' })).toBeVisible();
    const strip = patientPage.getByRole('list', { name: MSG_BOOKING.availableDates });
    const stripDay = (day: string) => {
      const month = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', month: 'short' }).format(
        new Date(`${day}T00:00:00Z`),
      );
      return strip
        .getByRole('button')
        .filter({ hasText: new RegExp(`^\\S+ ${Number(day.slice(8))} ${month}$`) });
    };
    await expect(stripDay(shortDay)).toHaveCount(1);
    await expect(stripDay(dayOff)).toHaveCount(0);
    await stripDay(shortDay).click();
    const slots = patientPage.getByRole('list', { name: MSG_BOOKING.timeSlots }).getByRole('button');
    await expect(slots).toHaveText([/01:00 PM/, /01:30 PM/, /02:00 PM/]);
    await expectNoSeriousA11yViolations(patientPage);
    await patientContext.close();

    // Back to the seeded calendar for the other tests.
    for (const day of [dayOff, shortDay]) {
      const reset = await request.delete(`/api/availability/exceptions/${day}`, { headers });
      expect(reset.status(), await reset.text()).toBe(200);
    }
  });

  test('draws a service area on the map, saves it, and finds it after a reload', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const token = await signIn(context, request, KAPOOR);
    await page.goto('/doctor/edit-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Doctor Profile' })).toBeVisible();
    const map = page.getByRole('region', { name: MSG_PROFILE.serviceAreaMap });
    // The map is its own chunk (Leaflet); give a busy machine time to load it.
    await expect(map.locator('.leaflet-container')).toBeVisible();

    // Start clean whatever an earlier run left.
    const clear = page.getByRole('button', { name: MSG_PROFILE.clear });
    if (await clear.isEnabled()) await clear.click();

    // Two points are not an area.
    await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no size');
    const at = (fx: number, fy: number) => map.click({ position: { x: box.width * fx, y: box.height * fy } });
    await at(0.3, 0.3);
    await at(0.7, 0.3);
    await page.getByRole('button', { name: MSG_PROFILE.finish }).click();
    await expect(page.getByText(MSG_PROFILE.serviceAreaMinPoints)).toBeVisible();

    await at(0.7, 0.7);
    await at(0.3, 0.7);
    await page.getByRole('button', { name: MSG_PROFILE.finish }).click();
    await expect(page.getByText(MSG_PROFILE.serviceAreaSaved)).toBeVisible();
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: MSG_PROFILE.saveProfessionalDetails }).click();
    await expect(toast(page, MSG_PROFILE.updated)).toBeVisible();

    const response = await request.get('/api/profile/me', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { serviceArea } = (await response.json()) as {
      serviceArea: { coordinates: number[][][] } | null;
    };
    expect(serviceArea).not.toBeNull();
    const ring = serviceArea?.coordinates[0] ?? [];
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);

    await page.reload();
    await expect(page.getByText(MSG_PROFILE.serviceAreaSaved)).toBeVisible();
    await expect(
      page.getByRole('region', { name: MSG_PROFILE.serviceAreaMap }).locator('path.leaflet-interactive'),
    ).toHaveCount(1);
  });
});
