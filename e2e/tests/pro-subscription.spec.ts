import { MSG_PAYMENTS } from '@arogya/contract/messages/payments';
import { MSG_SUBSCRIPTION } from '@arogya/contract/messages/subscription';
import { expect, test } from '@playwright/test';
import { apiToken, expectNoSeriousA11yViolations, setWeeklyHours, signIn, toastWith } from './fixtures';

/**
 * Pro in the browser, in test mode: a doctor upgrades through Arogya's test checkout, sees the success
 * toast, finds the PRO badge on their own search card and opens the demand heatmap; a nurse without Pro
 * who opens /demand-hotspot is sent to /upgrade-pro.
 */

const run = `${Date.now().toString(36)}${process.pid}`;
const phone = () => `+91 9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function registerProfessional(
  request: import('@playwright/test').APIRequestContext,
  role: 'doctor' | 'nurse',
  name: string,
) {
  const who = { email: `pro.${role}.${run}@example.com`, password: 'Doctor@1234' };
  const response = await request.post('/api/auth/register', {
    data: {
      ...who,
      name,
      role,
      phone: phone(),
      city: 'Patna',
      experience: 7,
      specialty: role === 'doctor' ? 'Dermatologist' : 'Elder Care',
      licenseNumber: role === 'doctor' ? 'BMC-2016-045321' : 'BNC-2015-023411',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return who;
}

test('a doctor upgrades through the test checkout; the PRO badge and the heatmap follow', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const name = `Dr Upgrade ${run}`;
  const doctor = await registerProfessional(request, 'doctor', name);
  // Approved by the admin, with weekly hours, so the doctor is listed in search.
  const admin = await apiToken(request, { email: 'admin@arogya.health', password: 'Admin@12345' });
  const token = await apiToken(request, doctor);
  const me = (await (
    await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    _id: string;
  };
  const approved = await request.put(`/api/admin/approve/${me._id}`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await setWeeklyHours(request, token);

  const context = await browser.newContext();
  await signIn(context, request, doctor);
  const page = await context.newPage();
  await page.goto('/upgrade-pro');
  await expect(page.getByRole('heading', { name: MSG_SUBSCRIPTION.proPlan })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: MSG_SUBSCRIPTION.upgradeToPro }).click();
  const checkout = page.getByRole('dialog');
  await expect(checkout).toContainText(MSG_PAYMENTS.testMode);
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('₹999');
  await checkout.getByRole('button', { name: /Pay/ }).click();
  await expect(
    toastWith(page, `${MSG_SUBSCRIPTION.activated} ${MSG_SUBSCRIPTION.testModeSuffix}`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/doctor\/dashboard$/);

  // The own search card carries the PRO badge.
  await page.goto('/search?city=Patna&specialty=Dermatologist');
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByText('PRO', { exact: true })).toBeVisible();

  // The demand heatmap: tiles, the map with its heat layer, the table.
  await page.goto('/demand-hotspot');
  await expect(page.getByRole('heading', { level: 1, name: MSG_SUBSCRIPTION.demandTitle })).toBeVisible();
  await page.getByLabel(MSG_SUBSCRIPTION.filterCity).selectOption('');
  await page.getByLabel(MSG_SUBSCRIPTION.filterSpecialty).selectOption('');
  await expect(page.getByText(MSG_SUBSCRIPTION.activeAreas)).toBeVisible();
  await expect(page.getByTestId('demand-map').locator('canvas.leaflet-heatmap-layer')).toBeAttached();
  await expect(page.getByRole('heading', { name: MSG_SUBSCRIPTION.topDemandAreas })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('a nurse without Pro who opens /demand-hotspot is sent to /upgrade-pro', async ({
  browser,
  request,
}) => {
  const nurse = await registerProfessional(request, 'nurse', `Nurse NoPro ${run}`);
  const context = await browser.newContext();
  await signIn(context, request, nurse);
  const page = await context.newPage();
  await page.goto('/demand-hotspot');
  await expect(page).toHaveURL(/\/upgrade-pro$/);
  await expect(page.getByRole('button', { name: MSG_SUBSCRIPTION.upgradeToPro })).toBeVisible();
  await context.close();
});
