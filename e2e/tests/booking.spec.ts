import { readFile } from 'node:fs/promises';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { availabilitySchema } from '@arogya/contract/schemas/availability';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  addDays,
  apiToken,
  type Credentials,
  expectNoSeriousA11yViolations,
  gotoLive,
  indiaNow,
  longDay,
  me,
  registerPatient,
  signIn,
  slotDay,
  slotStartUtc,
  toastWith,
} from './fixtures';

/**
 * Booking and care, in the browser: a patient books from a doctor's page and pays from the care fund; the
 * doctor confirms in another browser while the patient's bell lights up live; the doctor leaves the patient
 * a note before the visit (Mark Complete waits for its start) and schedules a follow-up after her
 * earlier visit, which the patient books from its prefilled link; a cancellation
 * inside 24 hours is refused (by the page and by the server); one further ahead is refunded; the calendar
 * file is a one-hour VEVENT at the right instant.
 *
 * Each journey has its own patient and doctor, so the tests share no slot, balance or notification with each
 * other or with the other specs (priya + dr.mehta here only; rahul, fresh patients and bulk demo doctors of
 * cities the other specs do not book). Dates come from the real clock in India time; a journey that needs
 * a particular day opens it for its doctor first, so none depends on the hour it runs at.
 */

const PRIYA: Credentials = { email: 'priya@arogya.health', password: 'Patient@123' };
const RAHUL: Credentials = { email: 'rahul@arogya.health', password: 'Patient@123' };
const MEHTA: Credentials = { email: 'dr.mehta@arogya.health', password: 'Doctor@123' };

/**
 * Bulk demo doctors (the seed's names and e-mails are deterministic: first.last.N@demo.arogya.health) that no
 * other spec books. One journey each.
 */
const WITHIN_24H_DOCTOR = {
  name: 'Prabhat Jha',
  query: 'city=Patna&specialty=Dentist',
  login: { email: 'prabhat.jha.52@demo.arogya.health', password: 'Doctor@123' },
};
const REFUND_DOCTOR = { name: 'Tanmoy Sen', query: 'city=Kolkata&specialty=Pediatrician' };
const CALENDAR_DOCTOR = { name: 'Poulami Dutta', query: 'city=Kolkata&specialty=Dentist' };

const SLOT_TIME = /\d{2}:\d{2} [AP]M/;
const rupees = (n: number) => new Intl.NumberFormat('en-IN').format(n);

interface DoctorRow {
  _id: string;
  name: string;
}

async function findDoctor(request: APIRequestContext, doctor: { name: string; query: string }) {
  const response = await request.get(`/api/doctors?${doctor.query}&limit=50`);
  expect(response.ok()).toBe(true);
  const { doctors } = (await response.json()) as { doctors: DoctorRow[] };
  const found = doctors.find((d) => d.name === doctor.name);
  expect(found, `${doctor.name} in /api/doctors?${doctor.query}`).toBeTruthy();
  return found as DoctorRow;
}

async function availabilityOf(request: APIRequestContext, doctorId: string) {
  const response = await request.get(`/api/availability/${doctorId}`);
  expect(response.ok()).toBe(true);
  return availabilitySchema.parse(await response.json()).availableDates;
}

async function availableDates(request: APIRequestContext, doctorId: string): Promise<string[]> {
  return (await availabilityOf(request, doctorId)).map((d) => d.date).sort();
}

/** The doctor's first open day at least two days ahead: always more than 24 hours away, whatever the hour. */
async function dayAhead(request: APIRequestContext, doctorId: string): Promise<string> {
  const from = addDays(indiaNow().date, 2);
  const day = (await availableDates(request, doctorId)).find((d) => d >= from);
  expect(day, `an open day from ${from} on`).toBeTruthy();
  return day as string;
}

/** Books through the API, as the patient: the set-up of journeys that are about what happens afterwards. */
async function bookByApi(
  request: APIRequestContext,
  token: string,
  body: { doctor: string; appointmentDate: string; appointmentTime: string },
) {
  const response = await request.post('/api/appointments', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      ...body,
      bookingType: 'In-Home Visit',
      symptoms: 'Toothache on the lower left side for a week, worse with cold water.',
      previousMeds: '',
      fee: 2000,
      paymentMethod: 'external',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data;
}

/** Chooses `date` in the date strip and then its first free slot; returns that slot's time. */
async function chooseDayAndFreeSlot(page: Page, date: string): Promise<string> {
  const day = page
    .getByRole('list', { name: MSG_BOOKING.availableDates })
    .locator(`button[title="${longDay(date)}"]`);
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const slot = page
    .getByRole('list', { name: MSG_BOOKING.timeSlots })
    .locator('button:not([aria-disabled])')
    .first();
  const time = SLOT_TIME.exec(await slot.innerText())?.[0];
  if (!time) throw new Error('no free slot on the chosen day');
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: MSG_BOOKING.bookingSummary }).getByText(time)).toBeVisible();
  return time;
}

/** The patient's card of the appointment on `date` at `time`, in the open tab of My Appointments. */
function patientCard(page: Page, date: string, time: string): Locator {
  return page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ hasText: longDay(date) })
    .filter({ hasText: time });
}

/** The professional's card of the appointment on `date` at `time`, in the open tab of the manager. */
function managerCard(page: Page, date: string, time: string): Locator {
  return page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ has: page.locator(`time[datetime="${date}"]`) })
    .filter({ hasText: time });
}

/** The patient's completed visit with this professional (the demo data has one), as the API gives it. */
async function completedVisit(request: APIRequestContext, token: string, professionalId: string) {
  const res = await request.get('/api/appointments/my-appointments', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const list = (await res.json()) as {
    data: Array<{
      status: string;
      doctor: { _id: string };
      appointmentDate: string;
      appointmentTime: string;
      doctorNotes: string | null;
      symptoms: string;
      previousMeds: string;
      followUp: unknown;
    }>;
  };
  const visit = list.data.find(
    (a) => a.status === 'Completed' && a.doctor._id === professionalId && !a.followUp,
  );
  if (!visit?.doctorNotes) throw new Error('the demo data has no completed visit with this professional');
  return { ...visit, doctorNotes: visit.doctorNotes };
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const dot = (page: Page) => page.getByTestId('notification-dot');

test('a patient books with the care fund; the doctor confirms live, leaves a note before the visit and schedules a follow-up she books', async ({
  browser,
  request,
}) => {
  // Five steps, two people, four axe scans: 55 s alone, over 120 s beside another journey on two loaded cores.
  test.setTimeout(360_000);
  const mehta = await findDoctor(request, {
    name: 'Arjun Mehta',
    query: 'city=Mumbai&specialty=Cardiologist',
  });
  const date = await dayAhead(request, mehta._id);
  const priyaToken = await apiToken(request, PRIYA);
  const balance = (await me(request, priyaToken)).careFundBalance ?? 0;
  expect(balance, 'Priya can pay two home visits from her care fund').toBeGreaterThanOrEqual(4000);

  const patientContext = await browser.newContext();
  await signIn(patientContext, request, PRIYA);
  const patient = await patientContext.newPage();

  // 1. The booking: a day, a free slot, the symptom helper fills the symptoms, pay from the care fund.
  let time = '';
  await test.step('book a home visit from the care fund, with the symptom helper', async () => {
    await patient.goto(`/doctors/${mehta._id}`);
    await expect(patient.getByRole('heading', { level: 1, name: 'Arjun Mehta' })).toBeVisible();
    time = await chooseDayAndFreeSlot(patient, date);

    const helper = patient.getByRole('region', { name: MSG_BOOKING.triageTitle });
    await helper.getByLabel(MSG_BOOKING.triageHelperSymptomLabel).fill('fever');
    await helper.getByRole('button', { name: MSG_BOOKING.triageHelperAsk, exact: true }).click();
    await expect(helper.getByText('How long have you had the fever?')).toBeVisible();
    await helper.getByRole('button', { name: '1–3 days' }).click();
    await expect(helper.getByText('What is the highest temperature you measured?')).toBeVisible();
    await helper.getByRole('button', { name: '100–102°F (37.8–38.9°C)' }).click();
    await expect(helper.getByText('Do you have any of these along with the fever?')).toBeVisible();
    await expectNoSeriousA11yViolations(patient);
    await helper.getByRole('button', { name: 'Body ache or tiredness' }).click();
    await expect(helper.getByText(MSG_BOOKING.triageUseSummary)).toBeVisible();
    const symptomsField = patient.getByRole('textbox', { name: MSG_BOOKING.symptoms, exact: true });
    await expect(symptomsField).toHaveValue(/^Fever for 1–3 days.*body ache/);
    await patient.getByLabel(MSG_BOOKING.previousMedications).fill('Paracetamol 500 mg when needed');

    const summary = patient.getByRole('region', { name: MSG_BOOKING.bookingSummary });
    await expect(
      summary.getByText(fill(MSG_BOOKING.careFundBalance, { balance: rupees(balance) })),
    ).toBeVisible();
    await expect(summary.getByRole('definition').last()).toHaveText('₹2,000');
    await summary.getByRole('button', { name: MSG_BOOKING.payFromCareFund }).click();
    await expect(
      toastWith(patient, fill(MSG_BOOKING.appointmentBookedCareFund, { fee: rupees(2000) })),
    ).toBeVisible();
    await expect(patient).toHaveURL(/\/my-appointments$/);
    await expect(patient.getByRole('tab', { name: /^Upcoming/ })).toHaveAttribute('aria-selected', 'true');
    const card = patientCard(patient, date, time);
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Arjun Mehta' })).toBeVisible();
    await expect(card.getByText(MSG_APPOINTMENTS.pending, { exact: true })).toBeVisible();
    await expect(card.getByText(MSG_APPOINTMENTS.myPaidFromCareFund)).toBeVisible();
    await expectNoSeriousA11yViolations(patient);
  });

  // The patient waits on her dashboard, the bell cleared (the seed left her one unread notification).
  await test.step('the patient waits on her dashboard with the bell read', async () => {
    await gotoLive(patient, '/dashboard');
    await expect(patient.getByRole('heading', { level: 1 })).toContainText('Priya');
    await expectNoSeriousA11yViolations(patient);
    await bell(patient).click();
    await expect(patient.getByRole('heading', { name: MSG_SHELL.notifications })).toBeVisible();
    await patient.keyboard.press('Escape');
    await expect(dot(patient)).toHaveCount(0);
    // A mark that a reload would wipe: what follows must arrive without one.
    await patient.evaluate(() => {
      (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage = true;
    });
  });

  // 2. The doctor, in another browser, confirms: the patient's bell lights up without a reload.
  const doctorContext = await browser.newContext();
  await signIn(doctorContext, request, MEHTA);
  const doctor = await doctorContext.newPage();
  await test.step('the doctor confirms in the appointment manager; the bell shows it live', async () => {
    await gotoLive(doctor, '/doctor/appointments');
    await expect(doctor.getByRole('heading', { level: 1, name: MSG_APPOINTMENTS.manageTitle })).toBeVisible();
    await expect(doctor.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
    const card = managerCard(doctor, date, time);
    await expect(card.getByRole('heading', { name: 'Priya Sharma' })).toBeVisible();
    await expectNoSeriousA11yViolations(doctor);
    await card.getByRole('button', { name: MSG_APPOINTMENTS.confirm, exact: true }).click();
    await expect(
      toastWith(doctor, fill(MSG_APPOINTMENTS.statusUpdated, { status: 'confirmed' })),
    ).toBeVisible();

    const confirmed = `Dr. Arjun Mehta confirmed your In-Home Visit on ${slotDay(date)} at ${time}.`;
    await expect(dot(patient)).toBeVisible();
    await expect(patient).toHaveURL(/\/dashboard$/);
    expect(
      await patient.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).toBe(true);
    await bell(patient).click();
    await expect(dot(patient)).toHaveCount(0);
    const item = patient.getByRole('button', { name: confirmed });
    await expect(item).toBeVisible();
    await item.click();
    await expect(patient).toHaveURL(/\/my-appointments\?tab=upcoming#/);
    await expect(
      patientCard(patient, date, time).getByText(MSG_APPOINTMENTS.confirmed, { exact: true }),
    ).toBeVisible();
    // Read: it has left the list.
    await bell(patient).click();
    await expect(patient.getByRole('button', { name: confirmed })).toHaveCount(0);
    await patient.keyboard.press('Escape');
  });

  // 3. The visit has not started: Mark Complete waits and says from when; the doctor leaves a note instead.
  const patientNote = 'Please keep your temperature readings from the last two days ready.';
  await test.step('the doctor cannot complete before the visit starts, and leaves the patient a note', async () => {
    await doctor.getByRole('tab', { name: /^Confirmed/ }).click();
    const card = managerCard(doctor, date, time);
    await expect(card.getByRole('button', { name: MSG_APPOINTMENTS.markComplete })).toBeDisabled();
    await expect(
      card.getByText(fill(MSG_APPOINTMENTS.completeAvailableFrom, { start: `${longDay(date)}, ${time}` })),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(doctor);
    await card.getByRole('button', { name: MSG_APPOINTMENTS.noteToPatient }).click();
    const dialog = doctor.getByRole('dialog', { name: 'Note to Priya Sharma' });
    await dialog.getByLabel(MSG_APPOINTMENTS.noteToPatient).fill(patientNote);
    await dialog.getByRole('button', { name: MSG_APPOINTMENTS.sendNote }).click();
    await expect(toastWith(doctor, MSG_APPOINTMENTS.patientNoteSaved)).toBeVisible();
    // The visit stays open.
    await expect(card.getByRole('button', { name: MSG_APPOINTMENTS.markComplete })).toBeVisible();
  });

  await test.step('the patient sees the note on her card, live', async () => {
    await patient.getByRole('tab', { name: /^Upcoming/ }).click();
    const card = patientCard(patient, date, time);
    await expect(card.getByText(patientNote)).toBeVisible();
    await expect(dot(patient)).toBeVisible();
  });

  // 4. After her earlier, completed visit (the demo data), the doctor schedules a follow-up.
  const earlier = await completedVisit(request, priyaToken, mehta._id);
  const followUpDate = addDays(indiaNow().date, 7);
  await test.step('the doctor schedules a follow-up after her completed visit', async () => {
    await doctor.getByRole('tab', { name: /^Completed/ }).click();
    const done = managerCard(doctor, earlier.appointmentDate, earlier.appointmentTime);
    await expect(done.getByText(earlier.doctorNotes)).toBeVisible();
    await done.getByRole('button', { name: MSG_APPOINTMENTS.scheduleFollowUp }).click();
    const dialog = doctor.getByRole('dialog', { name: 'Schedule a follow-up with Priya Sharma' });
    await dialog.getByLabel(MSG_APPOINTMENTS.proFollowUpDays).selectOption('7');
    await expect(dialog.getByText(longDay(followUpDate))).toBeVisible();
    await dialog.getByLabel(MSG_APPOINTMENTS.proFollowUpNote).fill('Please keep a temperature chart.');
    await dialog.getByRole('button', { name: MSG_APPOINTMENTS.scheduleFollowUp }).click();
    await expect(toastWith(doctor, MSG_APPOINTMENTS.followUpScheduled)).toBeVisible();
    await expect(
      done.getByText(fill(MSG_APPOINTMENTS.proFollowUpOn, { date: longDay(followUpDate) })),
    ).toBeVisible();
  });

  await test.step('the patient sees the follow-up, live, and opens it from the bell', async () => {
    // My Appointments refreshes itself: the earlier visit under Past now shows the follow-up.
    await patient.getByRole('tab', { name: /^Past/ }).click();
    const card = patientCard(patient, earlier.appointmentDate, earlier.appointmentTime);
    await expect(card.getByText(earlier.doctorNotes)).toBeVisible();
    await expect(
      card.getByText(fill(MSG_APPOINTMENTS.myFollowUpSuggested, { date: longDay(followUpDate) })),
    ).toBeVisible();
    await expect(card.getByRole('link', { name: MSG_APPOINTMENTS.myViewFollowUp })).toBeVisible();

    await expect(dot(patient)).toBeVisible();
    await bell(patient).click();
    await expect(
      patient.getByRole('button', {
        name: fill(MSG_APPOINTMENTS.patientNoteNotification, {
          name: 'Dr. Arjun Mehta',
          date: slotDay(date),
        }),
      }),
    ).toBeVisible();
    await patient
      .getByRole('button', {
        name: fill(MSG_APPOINTMENTS.followUpNotification, {
          name: 'Dr. Arjun Mehta',
          date: slotDay(followUpDate),
        }),
      })
      .click();
    await expect(patient).toHaveURL(/\/follow-up\/[0-9a-f-]{36}$/);
    await expect(
      patient.getByRole('heading', { level: 1, name: MSG_BOOKING.followUpPageTitle }),
    ).toBeVisible();
    await expect(
      patient.getByText(fill(MSG_BOOKING.followUpPageScheduledBy, { name: 'Arjun Mehta' })),
    ).toBeVisible();
    await expect(patient.getByText(longDay(followUpDate))).toBeVisible();
    await expect(patient.getByText('Please keep a temperature chart.')).toBeVisible();
  });

  await test.step('the prefilled booking link books the follow-up', async () => {
    const book = patient.getByRole('link', { name: MSG_BOOKING.followUpPageBook });
    const href = new URL((await book.getAttribute('href')) ?? '', 'http://x');
    expect(href.pathname).toBe(`/doctors/${mehta._id}`);
    expect(href.searchParams.get('followUpDate')).toBe(followUpDate);
    expect(href.searchParams.get('symptoms')).toBe(earlier.symptoms);
    expect(href.searchParams.get('previousMeds')).toBe(earlier.previousMeds);
    expect(href.searchParams.get('followUpId')).toBeTruthy();
    await book.click();

    await expect(patient.getByRole('heading', { level: 1, name: 'Arjun Mehta' })).toBeVisible();
    await expect(patient.getByText(/^Follow-up of your visit on /)).toBeVisible();
    await expect(patient.getByRole('textbox', { name: MSG_BOOKING.symptoms, exact: true })).toHaveValue(
      earlier.symptoms,
    );
    await expect(patient.getByLabel(MSG_BOOKING.previousMedications)).toHaveValue(earlier.previousMeds);
    const offered = await availableDates(request, mehta._id);
    const strip = patient.getByRole('list', { name: MSG_BOOKING.availableDates });
    let followUpDay = followUpDate;
    if (offered.includes(followUpDate)) {
      // The suggested day is chosen for her.
      await expect(strip.locator(`button[title="${longDay(followUpDate)}"]`)).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    } else {
      // A day off (a Sunday): the page says so and she picks another.
      await expect(
        patient.getByText(fill(MSG_BOOKING.formFollowUpDateUnavailable, { date: longDay(followUpDate) })),
      ).toBeVisible();
      followUpDay = await dayAhead(request, mehta._id);
      if (followUpDay === date) followUpDay = offered.find((d) => d > date) ?? date;
    }
    const followUpTime = await chooseDayAndFreeSlot(patient, followUpDay);
    await patient
      .getByRole('region', { name: MSG_BOOKING.bookingSummary })
      .getByRole('button', { name: MSG_BOOKING.payFromCareFund })
      .click();
    await expect(
      toastWith(patient, fill(MSG_BOOKING.appointmentBookedCareFund, { fee: rupees(2000) })),
    ).toBeVisible();
    await expect(patient).toHaveURL(/\/my-appointments$/);
    await expect(patientCard(patient, followUpDay, followUpTime)).toBeVisible();
    await patient.getByRole('tab', { name: /^Past/ }).click();
    await expect(
      patientCard(patient, earlier.appointmentDate, earlier.appointmentTime).getByText(
        MSG_APPOINTMENTS.myFollowUpBooked,
      ),
    ).toBeVisible();
    expect((await me(request, priyaToken)).careFundBalance).toBe(balance - 4000);
  });

  await doctorContext.close();
  await patientContext.close();
});

test('cancelling less than 24 hours ahead is refused: a disabled Cannot Cancel, and the server says no', async ({
  page,
  context,
  request,
}) => {
  const doctor = await findDoctor(request, WITHIN_24H_DOCTOR);
  // The next slot under 24 hours away: today's 02:00 PM while it is still 30 minutes off, else tomorrow's
  // 11:00 AM (from 01:30 PM on that is under 21 hours 30 minutes away).
  const now = indiaNow();
  const date = now.minutes < 13 * 60 + 30 ? now.date : addDays(now.date, 1);
  const time = date === now.date ? '02:00 PM' : '11:00 AM';
  const startsIn = slotStartUtc(date, time).getTime() - Date.now();
  expect(startsIn).toBeGreaterThan(0);
  expect(startsIn).toBeLessThan(24 * 3_600_000);

  // The slot must be offered whatever the day (the demo calendar has Sundays off, weekly hours may end
  // earlier): when it is not, the doctor opens that whole day as a one-day exception — any day of the
  // 90-day window can be opened, so the journey runs at every hour.
  const offered = await availabilityOf(request, doctor._id);
  if (!offered.find((d) => d.date === date)?.slots?.includes(time)) {
    const doctorToken = await apiToken(request, WITHIN_24H_DOCTOR.login);
    expect((await me(request, doctorToken))._id, 'the demo e-mail of the chosen doctor').toBe(doctor._id);
    const response = await request.put(`/api/availability/exceptions/${date}`, {
      headers: { Authorization: `Bearer ${doctorToken}` },
      data: { available: true },
    });
    expect(response.status(), await response.text()).toBe(200);
    const reopened = await availabilityOf(request, doctor._id);
    expect(reopened.find((d) => d.date === date)?.slots, `${time} offered on ${date}`).toContain(time);
  }

  const patient = await registerPatient(request, 'Kavya Within');
  await signIn(context, request, patient);

  // Book it through the page, paying at the visit (a new patient's care fund is empty).
  await page.goto(`/doctors/${doctor._id}`);
  await expect(page.getByRole('heading', { level: 1, name: WITHIN_24H_DOCTOR.name })).toBeVisible();
  await page
    .getByRole('list', { name: MSG_BOOKING.availableDates })
    .locator(`button[title="${longDay(date)}"]`)
    .click();
  await page.getByRole('list', { name: MSG_BOOKING.timeSlots }).getByRole('button', { name: time }).click();
  await page
    .getByRole('textbox', { name: MSG_BOOKING.symptoms, exact: true })
    .fill('A broken filling, sharp pain when chewing.');
  const summary = page.getByRole('region', { name: MSG_BOOKING.bookingSummary });
  // Said before the booking button: the visit cannot be cancelled.
  await expect(summary.getByText(MSG_BOOKING.within24Hours)).toBeVisible();
  await expect(summary.getByText(fill(MSG_BOOKING.careFundBalance, { balance: '0' }))).toBeVisible();
  await expect(summary.getByRole('button', { name: MSG_BOOKING.payFromCareFund })).toHaveCount(0);
  await summary.getByRole('button', { name: MSG_BOOKING.confirmAndBookAppointment }).click();
  await expect(toastWith(page, MSG_BOOKING.appointmentBooked)).toBeVisible();
  await expect(page).toHaveURL(/\/my-appointments$/);

  // The page offers no cancellation: a disabled 'Cannot Cancel' and why.
  const card = patientCard(page, date, time);
  await expect(card.getByText(MSG_APPOINTMENTS.myPayAtVisit)).toBeVisible();
  await expect(card.getByRole('button', { name: MSG_APPOINTMENTS.cannotCancel })).toBeDisabled();
  await expect(card.getByText(MSG_APPOINTMENTS.myCannotCancelHint)).toBeVisible();
  await expect(card.getByRole('button', { name: MSG_APPOINTMENTS.myCancelAppointment })).toHaveCount(0);

  // The server refuses too, whatever a client sends: PUT from the page with the patient's own token.
  const list = await request.get('/api/appointments/my-appointments', {
    headers: { Authorization: `Bearer ${patient.token}` },
  });
  const [booked] = ((await list.json()) as { data: { _id: string }[] }).data;
  expect(booked).toBeTruthy();
  const refused = await page.evaluate(async (id) => {
    const response = await fetch(`/api/appointments/${id}`, {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${window.localStorage.getItem('token')}`,
      },
      body: JSON.stringify({ status: 'Cancelled' }),
    });
    return { status: response.status, body: (await response.json()) as { msg?: string; message?: string } };
  }, booked?._id);
  expect(refused.status).toBe(400);
  expect(refused.body.msg).toContain('24 hours');
  expect(refused.body.msg).toBe(MSG_APPOINTMENTS.cancellationNotAllowed);

  // A page whose clock is two days behind (left open since, or a wrong device clock) still offers Cancel:
  // the server's refusal reaches the patient as the spec's message.
  const stale = await context.newPage();
  await stale.clock.setFixedTime(new Date(Date.now() - 2 * 24 * 3_600_000));
  await stale.goto('/my-appointments');
  const staleCard = patientCard(stale, date, time);
  await staleCard.getByRole('button', { name: MSG_APPOINTMENTS.myCancelAppointment }).click();
  await stale
    .getByRole('dialog', { name: MSG_APPOINTMENTS.myCancelTitle })
    .getByRole('button', { name: MSG_APPOINTMENTS.myCancelAppointment })
    .click();
  await expect(toastWith(stale, MSG_APPOINTMENTS.cancellationNotAllowed)).toBeVisible();
  await stale.close();

  await page.reload();
  await expect(
    patientCard(page, date, time).getByText(MSG_APPOINTMENTS.pending, { exact: true }),
  ).toBeVisible();
});

test('cancelling more than 24 hours ahead refunds the care fund and moves the visit to Cancelled', async ({
  page,
  context,
  request,
}) => {
  const doctor = await findDoctor(request, REFUND_DOCTOR);
  const date = await dayAhead(request, doctor._id);
  const token = await signIn(context, request, RAHUL);
  const balance = (await me(request, token)).careFundBalance ?? 0;
  expect(balance).toBeGreaterThanOrEqual(400);

  await page.goto(`/doctors/${doctor._id}`);
  await expect(page.getByRole('heading', { level: 1, name: REFUND_DOCTOR.name })).toBeVisible();
  const time = await chooseDayAndFreeSlot(page, date);
  const summary = page.getByRole('region', { name: MSG_BOOKING.bookingSummary });
  await summary.getByText('Video Consultation').click();
  await expect(summary.getByRole('definition').last()).toHaveText('₹400');
  await page
    .getByRole('textbox', { name: MSG_BOOKING.symptoms, exact: true })
    .fill('Itchy red patches on both arms since last week.');
  await summary.getByRole('button', { name: MSG_BOOKING.payFromCareFund }).click();
  await expect(toastWith(page, fill(MSG_BOOKING.appointmentBookedCareFund, { fee: 400 }))).toBeVisible();
  await expect(page).toHaveURL(/\/my-appointments$/);
  expect((await me(request, token)).careFundBalance).toBe(balance - 400);

  const card = patientCard(page, date, time);
  await expect(card.getByText('Video Consultation')).toBeVisible();
  await expect(card.getByText(MSG_APPOINTMENTS.myPaidFromCareFund)).toBeVisible();
  await card.getByRole('button', { name: MSG_APPOINTMENTS.myCancelAppointment }).click();
  const dialog = page.getByRole('dialog', { name: MSG_APPOINTMENTS.myCancelTitle });
  await expect(dialog.getByText(fill(MSG_APPOINTMENTS.myCancelRefundNote, { fee: '400' }))).toBeVisible();
  await dialog.getByRole('button', { name: MSG_APPOINTMENTS.myCancelAppointment }).click();
  await expect(
    toastWith(
      page,
      `${MSG_APPOINTMENTS.cancelled}. ${fill(MSG_APPOINTMENTS.refundedToCareFund, { fee: '400' })}`,
    ),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: /^Cancelled/ }).click();
  const cancelled = patientCard(page, date, time);
  await expect(cancelled.getByText(MSG_APPOINTMENTS.cancelledTab, { exact: true })).toBeVisible();
  await expect(cancelled.getByText(MSG_APPOINTMENTS.myRefunded)).toBeVisible();

  // The balance is back, on the server and on the booking page.
  expect((await me(request, token)).careFundBalance).toBe(balance);
  await page.goto(`/doctors/${doctor._id}`);
  await expect(page.getByText(fill(MSG_BOOKING.careFundBalance, { balance: rupees(balance) }))).toBeVisible();
});

test('Add to Calendar downloads a one-hour VEVENT at the appointment’s start in UTC', async ({
  page,
  context,
  request,
}) => {
  const doctor = await findDoctor(request, CALENDAR_DOCTOR);
  const date = await dayAhead(request, doctor._id);
  const time = '11:30 AM';
  const patient = await registerPatient(request, 'Meera Calendar');
  await bookByApi(request, patient.token, {
    doctor: doctor._id,
    appointmentDate: date,
    appointmentTime: time,
  });
  await signIn(context, request, patient);

  await page.goto('/my-appointments');
  const card = patientCard(page, date, time);
  await expect(card.getByRole('heading', { name: CALENDAR_DOCTOR.name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: MSG_APPOINTMENTS.downloadIcs }).click();
  const download = await downloading;
  await expect(toastWith(page, MSG_APPOINTMENTS.calendarDownloaded)).toBeVisible();
  expect(download.suggestedFilename()).toBe(`arogya-appointment-${date}.ics`);

  const ics = await readFile(await download.path(), 'utf8');
  expect(ics).toMatch(/\r\n$/);
  // RFC 5545: CRLF lines, long ones folded with CRLF + a space.
  const lines = ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  expect(lines).toContain('END:VEVENT');

  // 11:30 AM in India is 06:00 UTC; the event lasts one hour.
  const start = slotStartUtc(date, time);
  const stamp = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  expect(stamp(start)).toBe(`${date.replace(/-/g, '')}T060000Z`);
  expect(lines).toContain(`DTSTART:${stamp(start)}`);
  expect(lines).toContain(`DTEND:${stamp(new Date(start.getTime() + 3_600_000))}`);
  expect(lines).toContain(`SUMMARY:In-Home Visit with ${CALENDAR_DOCTOR.name}`);
  // Health details stay out of calendars.
  expect(ics).not.toContain('Toothache');
});
