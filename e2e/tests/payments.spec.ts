import { MSG_CARE_FUND } from '@arogya/contract/messages/care-fund';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PAYMENTS } from '@arogya/contract/messages/payments';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, registerPatient, signIn, toastWith } from './fixtures';

/**
 * Money in the browser, in test mode (no Razorpay keys): a visitor donates on a patient's public care-fund
 * page through Arogya's own checkout and sees the balance rise; the patient sees the donation in the
 * statement, tops up the fund the same way and finds the payment in the history with a receipt.
 *
 * The fund belongs to a fresh patient, so no other spec moves its balance.
 */

test('a visitor donates on a public page; the patient sees it in the statement and pays a top-up', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000); // two people, four pages, four accessibility scans; CI machines are small
  const patient = await registerPatient(request, 'Kavya Nair');
  const slug = `kavya-${Date.now().toString(36)}`;
  const settings = await request.put('/api/care-fund/settings', {
    headers: { Authorization: `Bearer ${patient.token}` },
    data: { isPublic: true, slug, story: 'Physiotherapy at home after a fall.', displayName: 'Kavya' },
  });
  expect(settings.status(), await settings.text()).toBe(200);

  // The visitor: no account.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`/care-fund/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fill(MSG_CARE_FUND.publicTitle, { name: 'Kavya' }),
  );
  await expect(page.getByTestId('fund-balance')).toHaveText('₹0');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: '₹2,500' }).click();
  await page.getByLabel(MSG_CARE_FUND.donorName).fill('Dev');
  await page.getByLabel(MSG_CARE_FUND.donorMessage).fill('Get well soon!');
  await page.getByRole('button', { name: MSG_CARE_FUND.donate }).click();

  const checkout = page.getByRole('dialog');
  await expect(checkout).toContainText(MSG_PAYMENTS.testMode);
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('₹2,500');
  await expect(checkout).toContainText("Donation to Kavya's Care Fund");
  await expectNoSeriousA11yViolations(page);
  // Keyboard: the Pay button has focus; Tab stays inside the dialog.
  const pay = checkout.getByRole('button', { name: fill(MSG_PAYMENTS.testCheckoutPay, { amount: '2,500' }) });
  await expect(pay).toBeFocused();
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await checkout.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await pay.focus();
  await page.keyboard.press('Enter');

  await expect(toastWith(page, MSG_PAYMENTS.testMode)).toBeVisible();
  await expect(checkout).toBeHidden();
  await expect(page.getByTestId('fund-balance')).toHaveText('₹2,500');
  await expect(page.getByText('Get well soon!')).toBeVisible();

  // Cancel changes nothing.
  await page.getByRole('button', { name: MSG_CARE_FUND.donate }).click();
  await page.getByRole('dialog').getByRole('button', { name: MSG_PAYMENTS.testCheckoutCancel }).click();
  await expect(toastWith(page, MSG_PAYMENTS.paymentCancelled)).toBeVisible();
  await expect(page.getByTestId('fund-balance')).toHaveText('₹2,500');
  await visitor.close();

  // The patient.
  const mine = await browser.newContext();
  await signIn(mine, request, patient);
  const own = await mine.newPage();
  await own.goto('/care-fund');
  await expect(own.getByTestId('my-fund-balance')).toHaveText('₹2,500');
  await expect(own.getByTestId('statement')).toContainText(fill(MSG_CARE_FUND.donationFrom, { name: 'Dev' }));
  await expect(own.getByTestId('public-link')).toContainText(`/care-fund/${slug}`);
  await expectNoSeriousA11yViolations(own);

  await own.getByLabel(MSG_CARE_FUND.amountRupees).fill('1500');
  await own.getByRole('button', { name: MSG_CARE_FUND.topUp, exact: true }).click();
  await own
    .getByRole('dialog')
    .getByRole('button', { name: fill(MSG_PAYMENTS.testCheckoutPay, { amount: '1,500' }) })
    .click();
  await expect(toastWith(own, MSG_CARE_FUND.topUpDone)).toBeVisible();
  await expect(own.getByTestId('my-fund-balance')).toHaveText('₹4,000');

  await own.goto('/payment-history');
  await expect(own.getByRole('heading', { level: 1 })).toHaveText(MSG_PAYMENTS.heading);
  const row = own.getByTestId('payment-row').first();
  await expect(row).toContainText(MSG_CARE_FUND.topUpDescription);
  await expect(row).toContainText('₹1,500');
  await expect(row).toContainText(MSG_PAYMENTS.paid);
  await expectNoSeriousA11yViolations(own);
  const download = own.waitForEvent('download');
  await row.getByRole('button', { name: new RegExp(MSG_PAYMENTS.downloadReceipt) }).click();
  expect((await download).suggestedFilename()).toMatch(/^arogya-receipt-.*\.pdf$/);
  await mine.close();
});

test('an unknown fund, and the slug query parameter the spec’s page reads', async ({ page }) => {
  test.slow();
  await page.goto('/care-fund/no-such-fund-anywhere');
  await expect(page.getByText(MSG_CARE_FUND.invalidFundIdentifier)).toBeVisible();
  await page.goto('/care-fund/x?slug=priya-sharma');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fill(MSG_CARE_FUND.publicTitle, { name: 'Priya' }),
  );
  await expect(page.getByTestId('fund-balance')).toHaveText(/^₹[\d,]+$/);
});

test('payment history with nothing in it', async ({ browser, request }) => {
  const patient = await registerPatient(request, 'Nikhil Rao');
  const context = await browser.newContext();
  await signIn(context, request, patient);
  const page = await context.newPage();
  await page.goto('/payment-history');
  await expect(page.getByText(MSG_PAYMENTS.empty)).toBeVisible();
  await context.close();
});
