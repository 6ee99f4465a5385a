import { expect, test } from '@playwright/test';
import {
  addDays,
  expectNoSeriousA11yViolations,
  gotoLive,
  indiaNow,
  registerPatient,
  signIn,
  toastWith,
} from './fixtures';

const VIKRAM = { email: 'tech.singh@arogya.health', password: 'Tech@123' };
const SLOT = '12:00 PM - 02:00 PM';
/** A small PDF: the server reads the type from these bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** The next day (from tomorrow on) the demo technician works: Monday to Saturday. */
function nextWorkingDay(): string {
  let day = addDays(indiaNow().date, 1);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) day = addDays(day, 1);
  return day;
}

test('a patient books from the catalogue; the technician sees it arrive live, collects it and uploads the report, which the patient downloads', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const day = nextWorkingDay();
  const patientAccount = await registerPatient(request, 'Meera Joshi');

  const techContext = await browser.newContext();
  await signIn(techContext, request, VIKRAM);
  const tech = await techContext.newPage();
  await gotoLive(tech, `/technician/schedule?date=${day}`);
  await expect(tech.getByRole('heading', { name: 'Collection Schedule' })).toBeVisible();
  await expectNoSeriousA11yViolations(tech);

  const patientContext = await browser.newContext();
  await signIn(patientContext, request, patientAccount);
  const patient = await patientContext.newPage();
  await patient.goto('/book-lab-test');
  await expect(patient.getByRole('heading', { name: 'Book a Lab Test' })).toBeVisible();

  // Missing fields: the spec's message, nothing booked.
  await patient.getByRole('button', { name: 'Book Lab Test' }).click();
  await expect(toastWith(patient, 'Please fill out all required fields.')).toBeVisible();

  await patient.getByLabel('Search tests').fill('lipid');
  await patient.getByLabel('Choose a test').selectOption('Lipid Profile');
  await expect(patient.getByText('Fast 10–12 hours before the collection')).toBeVisible();
  await patient.getByLabel('Collection Date').fill(day);
  await patient.getByLabel('City').selectOption('Pune');
  await expect(patient.getByRole('radio', { name: SLOT })).toBeEnabled();
  await patient.getByRole('radio', { name: SLOT }).check();
  await patient
    .getByRole('textbox', { name: 'Address', exact: true })
    .fill('3, Sahyadri Apartments, Kothrud, Pune 411038');
  await expectNoSeriousA11yViolations(patient);
  await patient.getByRole('button', { name: 'Book Lab Test' }).click();
  await expect(
    toastWith(patient, 'Lab test booked successfully! Our partner lab will contact you shortly.'),
  ).toBeVisible();
  await expect(patient).toHaveURL(/\/my-appointments$/);
  const card = patient.getByRole('article').filter({ hasText: 'Kothrud' });
  await expect(card).toContainText('Lipid Profile');
  await expect(card).toContainText('Scheduled');
  await expect(card).toContainText('Vikram Singh');
  await expectNoSeriousA11yViolations(patient);

  // The technician's schedule shows it without a reload.
  const collection = tech.getByRole('article').filter({ hasText: 'Meera Joshi' });
  await expect(collection).toContainText('Lipid Profile');
  await expect(collection).toContainText('Kothrud');
  await collection.getByRole('button', { name: 'Mark Sample Collected' }).click();
  await expect(collection).toContainText('Sample Collected');
  await expect(collection).toContainText('Paid at collection');
  await collection.getByLabel('Upload Report').setInputFiles({
    name: 'lipid-report.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(toastWith(tech, 'Report uploaded. The collection is completed.')).toBeVisible();
  await expect(collection).toContainText('Completed');

  // The patient's card follows, and the report downloads.
  await expect(card).toContainText('Completed');
  const download = patient.waitForEvent('download');
  await card.getByRole('button', { name: 'Download Report' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Lipid Profile .*\.pdf$/);

  await tech.goto('/technician/dashboard');
  await expect(tech.getByRole('heading', { name: 'Technician Dashboard' })).toBeVisible();
  await expect(tech.getByRole('heading', { name: /Completed Collections/ })).toBeVisible();
  await expectNoSeriousA11yViolations(tech);
  await tech.goto('/technician/profile');
  await expect(tech.getByLabel('Certification ID')).toHaveValue('DMLT-MH-2019-04512');
  await expectNoSeriousA11yViolations(tech);

  // Other roles see Access Denied on the technician pages.
  await patient.goto('/technician/dashboard');
  await expect(patient.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

  await techContext.close();
  await patientContext.close();
});
