import { fill } from '@arogya/contract/messages/fill';
import { MSG_PAYMENTS } from '@arogya/contract/messages/payments';
import { MSG_SECOND_OPINION } from '@arogya/contract/messages/second-opinion';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, registerPatient, signIn, toastWith } from './fixtures';

/**
 * A second opinion end to end, in test mode: a new patient describes a case, attaches a report and pays;
 * Dr. Mehta (a cardiologist: cardiology cases are his) accepts it in another browser, opens the patient's
 * file, starts the review and writes the report; the patient reads it in the report modal.
 */

const SPECIALIST = { email: 'dr.mehta@arogya.health', password: 'Doctor@123' };
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

test('a patient requests and pays; a specialist accepts, reviews and reports; the patient reads it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000); // two people, six pages, accessibility scans; CI machines are small
  const patient = await registerPatient(request, 'Meera Iyer');
  const title = `Irregular heartbeat ${Date.now().toString(36)}`;

  // The patient: the form, a document, the price.
  const mine = await browser.newContext();
  await signIn(mine, request, patient);
  const page = await mine.newPage();
  await page.goto('/second-opinion-request');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MSG_SECOND_OPINION.requestTitle);
  await page.getByRole('button', { name: MSG_SECOND_OPINION.submitRequest }).click();
  await expect(page.getByText(MSG_SECOND_OPINION.fillRequired).first()).toBeVisible();

  await page.getByLabel(MSG_SECOND_OPINION.titleLabel).fill(title);
  await page.getByLabel(MSG_SECOND_OPINION.description).fill('Skipped beats at night for a month.');
  await page.getByLabel(MSG_SECOND_OPINION.specialty).selectOption('cardiology');
  await page.getByLabel(MSG_SECOND_OPINION.urgency).selectOption('urgent');
  await expect(page.getByTestId('so-total')).toHaveText('₹4,499');
  await page.getByRole('button', { name: MSG_SECOND_OPINION.submitRequest }).click();
  await expect(toastWith(page, MSG_SECOND_OPINION.atLeastOneFile)).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'holter.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('holter.pdf')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: MSG_SECOND_OPINION.submitRequest }).click();
  await expect(toastWith(page, MSG_SECOND_OPINION.submitted)).toBeVisible();
  await expect(page).toHaveURL(/\/my-second-opinions$/);

  // Pay Now through the test-mode checkout.
  const card = page.getByTestId('so-card').filter({ hasText: title });
  await expect(card).toContainText(MSG_SECOND_OPINION.unpaidBadge);
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: MSG_SECOND_OPINION.payNow }).click();
  const checkout = page.getByRole('dialog');
  await expect(checkout).toContainText(MSG_PAYMENTS.testMode);
  await checkout
    .getByRole('button', { name: fill(MSG_PAYMENTS.testCheckoutPay, { amount: '4,499' }) })
    .click();
  await expect(toastWith(page, MSG_SECOND_OPINION.paymentSuccess)).toBeVisible();
  await expect(card).toContainText(MSG_SECOND_OPINION.paidBadge);
  // The urgent deadline: 24 hours from the payment (the countdown reads the clock every 30 s).
  await expect(card).toContainText(/23h left|1 day left/);

  // The specialist, in another browser.
  const doctor = await browser.newContext();
  await signIn(doctor, request, SPECIALIST);
  const desk = await doctor.newPage();
  await desk.goto('/specialist/second-opinions');
  const available = desk.getByTestId('so-card').filter({ hasText: title });
  await expect(available).toBeVisible();
  await expectNoSeriousA11yViolations(desk);
  await available.getByRole('button', { name: MSG_SECOND_OPINION.caseDetails }).click();
  await desk.getByRole('dialog').getByRole('button', { name: MSG_SECOND_OPINION.acceptCase }).click();
  await expect(toastWith(desk, MSG_SECOND_OPINION.caseAccepted)).toBeVisible();

  await desk.getByRole('tab', { name: /^My Cases/ }).click();
  await desk
    .getByTestId('so-card')
    .filter({ hasText: title })
    .getByRole('button', { name: MSG_SECOND_OPINION.caseDetails })
    .click();
  const modal = desk.getByRole('dialog');
  await expect(modal.getByText('holter.pdf')).toBeVisible();
  const download = desk.waitForEvent('download');
  await modal.getByRole('button', { name: `${MSG_SECOND_OPINION.download} holter.pdf` }).click();
  expect((await download).suggestedFilename()).toBe('holter.pdf');
  await modal.getByRole('button', { name: MSG_SECOND_OPINION.startReview }).click();
  await expect(toastWith(desk, MSG_SECOND_OPINION.reviewStarted)).toBeVisible();
  await modal.getByLabel(MSG_SECOND_OPINION.diagnosis).fill('Benign ventricular ectopic beats.');
  await modal
    .getByLabel(MSG_SECOND_OPINION.recommendations)
    .fill('Cut down caffeine; repeat the Holter in 3 months.');
  await expectNoSeriousA11yViolations(desk);
  await modal.getByRole('button', { name: MSG_SECOND_OPINION.submitReport }).click();
  await expect(toastWith(desk, MSG_SECOND_OPINION.reportSubmitted)).toBeVisible();
  await doctor.close();

  // The patient reads the report.
  await page.reload();
  await page.getByRole('tab', { name: 'Completed' }).click();
  const done = page.getByTestId('so-card').filter({ hasText: title });
  await done.getByRole('button', { name: MSG_SECOND_OPINION.viewReport }).click();
  const report = page.getByRole('dialog');
  await expect(report.getByTestId('so-report')).toContainText('Benign ventricular ectopic beats.');
  await expect(report).toContainText('Arjun Mehta');
  await expectNoSeriousA11yViolations(page);
  await mine.close();
});
