import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, indiaNow, longDay } from './fixtures';

/**
 * Finding care, in the browser: a patient opens a seeded doctor's page (dates, slots, summary); Dr Kapoor
 * sets her availability for days of this month and the patient then sees them on her page; Dr Kapoor
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

/** Today and up to two later days of this month (only today on the month's last day). */
function daysToOffer(): string[] {
  const today = indiaNow().date;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const days = [day, day + 2, day + 4].filter((d) => d <= last);
  return [...new Set(days)].map((d) => `${today.slice(0, 8)}${String(d).padStart(2, '0')}`);
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

  test('sets her availability, and a patient then sees those days and the slots', async ({
    browser,
    request,
  }) => {
    test.slow();
    const days = daysToOffer();
    const kapoor = await findDoctor(request, 'city=Delhi&specialty=Dermatologist', 'Neha Kapoor');

    // The doctor: choose exactly these days of this month, save, reload, still chosen.
    const doctorContext = await browser.newContext();
    await signIn(doctorContext, request, KAPOOR);
    const page = await doctorContext.newPage();
    await page.goto('/doctor/availability');
    await expect(page.getByRole('heading', { level: 1, name: MSG_AVAILABILITY.title })).toBeVisible();
    const calendar = page.getByRole('list', { name: /^Days of / });
    await expect(calendar).toBeVisible();
    // Start from an empty month (the demo seed opens days ahead). Unpress one at a time: the set of
    // pressed buttons shrinks with each click, so a list taken up front would go stale.
    const pressed = calendar.getByRole('button', { pressed: true });
    while ((await pressed.count()) > 0) await pressed.first().click();
    for (const day of days) await calendar.getByRole('button', { name: longDay(day) }).click();
    for (const day of days) {
      await expect(calendar.getByRole('button', { name: longDay(day) })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: MSG_AVAILABILITY.save }).click();
    await expect(toast(page, MSG_AVAILABILITY.updated)).toBeVisible();

    await page.reload();
    for (const day of days) {
      await expect(page.getByRole('button', { name: longDay(day) })).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(page.getByRole('button', { pressed: true })).toHaveCount(days.length);
    await doctorContext.close();

    // The patient: the same days in the date strip, the first chosen, and the 7 doctor slots.
    const patientContext = await browser.newContext();
    await signIn(patientContext, request, PATIENT);
    const patientPage = await patientContext.newPage();
    await patientPage.goto(`/doctors/${kapoor._id}`);
    await expect(patientPage.getByRole('heading', { level: 1, name: 'Neha Kapoor' })).toBeVisible();
    const strip = patientPage.getByRole('list', { name: MSG_BOOKING.availableDates });
    // Her days of this month are exactly the chosen ones (the demo seed may also have opened days
    // of next month, which a save of this month leaves alone); they come first, in order.
    const monthShort = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', month: 'short' }).format(
      new Date(`${days[0]}T00:00:00Z`),
    );
    await expect(strip.getByRole('button').filter({ hasText: new RegExp(`\\s${monthShort}$`) })).toHaveCount(
      days.length,
    );
    for (const [index, day] of days.entries()) {
      const date = String(Number(day.slice(8)));
      await expect(strip.getByRole('button').nth(index)).toHaveText(new RegExp(`^\\S+ ${date} \\S+$`));
    }
    // The first day with a slot still to book is chosen: today, unless its last slot (02:00 PM India time)
    // has already started — then the next day, and today shows every slot disabled.
    const slotList = patientPage.getByRole('list', { name: MSG_BOOKING.timeSlots });
    const slots = slotList.getByRole('button');
    const today = strip.getByRole('button').first();
    await expect(strip.getByRole('button', { pressed: true })).toHaveCount(1);
    if ((await today.getAttribute('aria-pressed')) !== 'true') {
      expect(
        indiaNow().minutes,
        'today is passed over only once its slots have all started',
      ).toBeGreaterThanOrEqual(14 * 60);
      await expect(strip.getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true');
      await today.click();
      await expect(today).toHaveAttribute('aria-pressed', 'true');
      await expect(slots).toHaveCount(7);
      await expect(slotList.locator('button:not([aria-disabled])')).toHaveCount(0);
    }
    await expect(slots).toHaveCount(7);

    // Choose a slot that is bookable whatever the hour: the first free one of the next offered day (her
    // next chosen day, or a day of next month the seed opened when this month has none left).
    const later = strip.getByRole('button').nth(1);
    await later.click();
    await expect(later).toHaveAttribute('aria-pressed', 'true');
    await expect(slots).toHaveCount(7);
    const free = slotList.locator('button:not([aria-disabled])').first();
    const time = /\d{2}:\d{2} [AP]M/.exec(await free.innerText())?.[0];
    if (!time) throw new Error('no free slot on the next offered day');
    await free.click();
    await expect(free).toHaveAttribute('aria-pressed', 'true');
    await expect(
      patientPage.getByRole('region', { name: MSG_BOOKING.bookingSummary }).getByText(time),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(patientPage);
    await patientContext.close();
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
    await expect(map.locator('.leaflet-container')).toBeVisible({ timeout: 20_000 });

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
    await expect(page.getByText(MSG_PROFILE.serviceAreaSaved)).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByRole('region', { name: MSG_PROFILE.serviceAreaMap }).locator('path.leaflet-interactive'),
    ).toHaveCount(1, { timeout: 20_000 });
  });
});
