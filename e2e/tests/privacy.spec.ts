import { readFile } from 'node:fs/promises';
import { PRIVACY_NOTICE_VERSION } from '@arogya/contract/constants/privacy';
import { MSG_PRIVACY } from '@arogya/contract/messages/privacy';
import { MSG_PRIVACY_NOTICE } from '@arogya/contract/messages/privacy-notice';
import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, registerPatient, signIn } from './fixtures';

/**
 * "Your data" in the browser (issue #25): a fresh patient reads the notice, downloads their export (a real
 * ZIP, once the job has made it) and schedules, then cancels, the deletion of their account — with the banner
 * across the app in between. A fresh patient only, so no demo account is ever scheduled for erasure.
 */

test.describe.configure({ mode: 'serial' });

const region = (page: Page, name: string) => page.getByRole('region', { name });

test('the privacy notice shows its version, the retention table and the grievance contact', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText(`Notice version ${PRIVACY_NOTICE_VERSION}`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: MSG_PRIVACY.retentionPayments })).toBeVisible();
  await expect(page.getByRole('link', { name: MSG_PRIVACY_NOTICE.grievanceEmail })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a patient downloads their export, then schedules and cancels the deletion of their account', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const patient = await registerPatient(request, 'Privacy Patient');
  const context = await browser.newContext({ acceptDownloads: true });
  await signIn(context, request, patient);
  const page = await context.newPage();

  // The user menu leads to "Your data".
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page.getByRole('link', { name: MSG_SHELL.yourDataLink }).click();
  await expect(page).toHaveURL(/\/profile\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: MSG_PRIVACY.pageTitle })).toBeVisible();

  // Download your data: ask, wait for the job (the notification or the poll refreshes the list), download.
  const exports = region(page, MSG_PRIVACY_WEB.exportTitle);
  await expect(exports.getByText(MSG_PRIVACY.noExports)).toBeVisible();
  await exports.getByRole('button', { name: MSG_PRIVACY_WEB.exportRequest }).click();
  await expect(page.getByText(MSG_PRIVACY_WEB.exportRequested)).toBeVisible();
  const download = exports.getByRole('button', { name: /Download the export/ });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(exports.getByText(MSG_PRIVACY.exportStatusReady, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^arogya-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await readFile((await file.path()) as string);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  // Once a day: a second request is refused, in the server's words, beside the button.
  await exports.getByRole('button', { name: MSG_PRIVACY_WEB.exportRequest }).click();
  await expect(exports.getByRole('alert')).toContainText('one export a day');

  // Delete your account: a wrong password is refused on the form, and the session stays.
  const erase = region(page, MSG_PRIVACY_WEB.eraseTitle);
  await erase.locator('input[name="password"]').fill('not-my-password');
  await erase.getByRole('checkbox', { name: MSG_PRIVACY_WEB.eraseCheck }).check();
  await erase.getByRole('button', { name: MSG_PRIVACY_WEB.eraseSubmit }).click();
  await expect(erase.getByRole('alert')).toContainText(MSG_PRIVACY.erasePasswordWrong);
  await expect(page).toHaveURL(/\/profile\/privacy$/);

  await erase.locator('input[name="password"]').fill(patient.password);
  await erase.getByRole('button', { name: MSG_PRIVACY_WEB.eraseSubmit }).click();
  const cancel = erase.getByRole('button', { name: MSG_PRIVACY_WEB.cancelDeletion });
  await expect(cancel).toBeVisible();
  await expect(page.getByText(/You can cancel until then\./)).toBeVisible();
  await expect(erase.getByRole('heading', { name: /Your account will be deleted on/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Elsewhere in the app a banner says so and links back.
  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: MSG_SHELL.erasureBannerLabel });
  await expect(banner).toContainText(/Your account is scheduled for deletion on/);
  await expectNoSeriousA11yViolations(page);
  await banner.getByRole('link', { name: MSG_SHELL.erasureBannerCancel }).click();
  await expect(page).toHaveURL(/\/profile\/privacy#delete-account$/);

  // Cancel: the form is back, and the banner is gone.
  await region(page, MSG_PRIVACY_WEB.eraseTitle)
    .getByRole('button', { name: MSG_PRIVACY_WEB.cancelDeletion })
    .click();
  await expect(page.getByText(MSG_PRIVACY_WEB.deletionCancelled)).toBeVisible();
  await expect(
    region(page, MSG_PRIVACY_WEB.eraseTitle).getByRole('button', { name: MSG_PRIVACY_WEB.eraseSubmit }),
  ).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Your account is scheduled for deletion on/)).toHaveCount(0);

  // The small screen and the dark theme pass the scan too.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
  await page.goto('/profile/privacy');
  await expect(
    region(page, MSG_PRIVACY_WEB.consentsTitle).getByRole('heading', { name: MSG_PRIVACY.purposeAccount }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('withdrawing consent to record sharing says what happens first, then can be given again', async ({
  browser,
  request,
}) => {
  const patient = await registerPatient(request, 'Consent Patient');
  const context = await browser.newContext();
  await signIn(context, request, patient);
  const page = await context.newPage();
  await page.goto('/profile/privacy');
  const consents = region(page, MSG_PRIVACY_WEB.consentsTitle);
  const sharing = consents
    .getByRole('listitem')
    .filter({ hasText: MSG_PRIVACY.purposeRecordSharing })
    .first();
  // A patient registered through the API alone has not consented to sharing yet: give it, then withdraw.
  await sharing.getByRole('button', { name: /^Give consent: / }).click();
  await expect(page.getByText(/^Consent given: /)).toBeVisible();
  await sharing.getByRole('button', { name: /Withdraw/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('will no longer be visible to');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: MSG_PRIVACY_WEB.withdrawConfirm }).click();
  await expect(sharing.getByRole('button', { name: /Give consent again/ })).toBeVisible();
  await expect(sharing.getByText(/Withdrawn on .*notice version/).first()).toBeVisible();
  await context.close();
});
