import { readFile } from 'node:fs/promises';
import { DOCTOR_SLOTS } from '@arogya/contract/constants/appointments';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import { MSG_RECORDS } from '@arogya/contract/messages/records';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import {
  apiToken,
  type Credentials,
  expectNoSeriousA11yViolations,
  me,
  registerPatient,
  signIn,
  toastWith,
} from './fixtures';

/**
 * Prescriptions and health records in the browser: Dr. Kapoor issues a prescription from the appointment
 * manager for a fresh patient's Confirmed visit; the patient ticks today's doses, sees score and streak on
 * the page and the dashboard, and downloads the PDF (a real PDF naming the registration number). A record
 * is uploaded, downloaded and deleted. Fresh patients only; Dr. Kapoor is booked on her last open day, which
 * no other spec books.
 */

const KAPOOR: Credentials = { email: 'dr.kapoor@arogya.health', password: 'Doctor@123' };
const KAPOOR_REGISTRATION = 'DMC-2017-012345';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A Confirmed appointment of the patient with Dr. Kapoor, on her last open day, at the first free slot. */
async function confirmedVisit(request: APIRequestContext, patientToken: string): Promise<string> {
  const kapoorToken = await apiToken(request, KAPOOR);
  const kapoorId = (await me(request, kapoorToken))._id;
  const open = await request.get(`/api/availability/${kapoorId}`);
  const { availableDates } = (await open.json()) as { availableDates: { date: string }[] };
  const day = availableDates
    .map((d) => d.date)
    .sort()
    .at(-1);
  expect(day, 'an open day').toBeTruthy();
  for (const time of DOCTOR_SLOTS) {
    const booked = await request.post('/api/appointments', {
      headers: auth(patientToken),
      data: {
        doctor: kapoorId,
        appointmentDate: day,
        appointmentTime: time,
        bookingType: 'In-Home Visit',
        symptoms: 'Itchy rash on both forearms for two weeks.',
        previousMeds: '',
        fee: 2000,
        paymentMethod: 'external',
      },
    });
    if (booked.status() === 409) continue;
    expect(booked.status(), await booked.text()).toBe(201);
    const { data } = (await booked.json()) as { data: { _id: string } };
    const confirmed = await request.put(`/api/appointments/${data._id}`, {
      headers: auth(kapoorToken),
      data: { status: 'Confirmed' },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    return data._id;
  }
  throw new Error(`no free slot on ${day}`);
}

test('a doctor issues a prescription; the patient ticks today’s doses, sees score and streak, and downloads the PDF', async ({
  browser,
  request,
}) => {
  // Two people, a PDF and three pages: longer than the default.
  test.setTimeout(180_000);
  const name = `Kavya Rao ${Date.now().toString(36)}`;
  const patient = await registerPatient(request, name);
  await confirmedVisit(request, patient.token);

  // The doctor issues it from the appointment manager.
  const doctorContext = await browser.newContext();
  await signIn(doctorContext, request, KAPOOR);
  const doctor = await doctorContext.newPage();
  await doctor.goto('/doctor/appointments');
  await doctor.getByRole('tab', { name: /^Confirmed/ }).click();
  const card = doctor.getByRole('article', { name });
  await card.getByRole('button', { name: MSG_PRESCRIPTIONS.issuePrescription }).click();
  const dialog = doctor.getByRole('dialog');
  await dialog.getByLabel(MSG_PRESCRIPTIONS.diagnosis).fill('Allergic contact dermatitis');
  await dialog.getByLabel(MSG_PRESCRIPTIONS.patientAge).fill('29');
  await dialog.getByLabel('Medicine').fill('Cetirizine');
  await dialog.getByLabel('Strength').fill('10 mg');
  await dialog.getByLabel(/^Frequency/).fill('1-0-1');
  await dialog.getByLabel('Duration').fill('5 days');
  await dialog.getByLabel('Pills dispensed').fill('10');
  await expectNoSeriousA11yViolations(doctor);
  await dialog.getByRole('button', { name: MSG_PRESCRIPTIONS.issuePrescription }).click();
  await expect(toastWith(doctor, MSG_PRESCRIPTIONS.issued)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(/Cetirizine/)).toBeVisible();

  // The patient ticks off today's two doses.
  const patientContext = await browser.newContext({ acceptDownloads: true });
  await signIn(patientContext, request, patient);
  const page = await patientContext.newPage();
  await page.goto('/my-prescriptions');
  await expect(page.getByTestId('prescription-card')).toHaveCount(1);
  await expect(page.getByTestId('pill-count')).toHaveText(fill(MSG_PRESCRIPTIONS.pillsLeft, { count: 10 }));
  const doses = page.getByTestId('checklist-dose');
  await expect(doses).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  for (let i = 0; i < 2; i++) {
    await page
      .getByRole('button', { name: new RegExp(`^${MSG_PRESCRIPTIONS.markTaken}: Cetirizine`) })
      .first()
      .click();
    await expect(toastWith(page, MSG_PRESCRIPTIONS.doseLogged)).toBeVisible();
    await expect(doses.getByText(MSG_PRESCRIPTIONS.taken, { exact: true })).toHaveCount(i + 1);
  }
  await expect(page.getByTestId('adherence-score')).toHaveText(
    fill(MSG_PRESCRIPTIONS.adherenceScore, { score: 100 }),
  );
  await expect(page.getByTestId('adherence-streak')).toHaveText(fill(MSG_PRESCRIPTIONS.streak, { days: 1 }));

  // A pill taken from the card: the count drops.
  await page.getByRole('button', { name: `${MSG_PRESCRIPTIONS.takeDose}: Cetirizine` }).click();
  await expect(toastWith(page, MSG_PRESCRIPTIONS.doseCheckedOff)).toBeVisible();
  await expect(page.getByTestId('pill-count')).toHaveText(fill(MSG_PRESCRIPTIONS.pillsLeft, { count: 9 }));

  // The PDF: a real one, naming the doctor's registration number.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: MSG_PRESCRIPTIONS.downloadPdf }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^prescription-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getSubject()).toContain(KAPOOR_REGISTRATION);

  // Score and streak on the dashboard.
  await page.goto('/dashboard');
  const adherence = page.getByRole('region', { name: 'Medication adherence' });
  await expect(adherence.getByText(fill(MSG_PRESCRIPTIONS.adherenceScore, { score: 100 }))).toBeVisible();
  await expect(adherence.getByText(fill(MSG_PRESCRIPTIONS.streak, { days: 1 }))).toBeVisible();

  await doctorContext.close();
  await patientContext.close();
});

test('a health record is uploaded, downloaded and deleted', async ({ browser, request }) => {
  const patient = await registerPatient(request, 'Meera Nair');
  const context = await browser.newContext({ acceptDownloads: true });
  await signIn(context, request, patient);
  const page = await context.newPage();
  await page.goto('/my-health-records');
  await expect(page.getByText(MSG_RECORDS.empty)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const content = 'Fasting sugar 98 mg/dL\nरक्त शर्करा सामान्य\n';
  await page.locator('input[type="file"]').setInputFiles({
    name: 'sugar-report.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(content),
  });
  await expect(toastWith(page, fill(MSG_RECORDS.uploadedCount, { count: 1 }))).toBeVisible();
  const row = page.getByTestId('record-row').filter({ hasText: 'sugar-report.txt' });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('records-total')).toHaveText('1');
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `${MSG_RECORDS.download}: sugar-report.txt` }).click();
  const download = await downloading;
  expect(await readFile(await download.path(), 'utf8')).toBe(content);

  await row.getByRole('button', { name: `${MSG_RECORDS.delete}: sugar-report.txt` }).click();
  await expect(toastWith(page, MSG_RECORDS.deleted)).toBeVisible();
  await expect(page.getByText(MSG_RECORDS.empty)).toBeVisible();
  await context.close();
});
