import { MSG_QUESTS } from '@arogya/contract/messages/quests';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, registerPatient, signIn, toastWith } from './fixtures';

test('a patient accepts a quest, logs a day and sees the progress', async ({ browser, request }) => {
  const account = await registerPatient(request, 'Kavya Rao');
  const context = await browser.newContext();
  await signIn(context, request, account);
  const page = await context.newPage();

  await page.goto('/health-quests');
  await expect(page.getByRole('heading', { level: 1, name: MSG_QUESTS.title })).toBeVisible();
  await expect(page.getByTestId('quest-points')).toHaveText('0');
  await expectNoSeriousA11yViolations(page);

  const title = 'Walk 30 minutes a day for 7 days';
  await page.getByRole('button', { name: `${MSG_QUESTS.accept}: ${title}` }).click();

  const mine = page.getByRole('region', { name: MSG_QUESTS.myQuests });
  const progress = mine.getByRole('progressbar', { name: title });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await mine.getByLabel('How many minutes today?').fill('35');
  await mine.getByRole('button', { name: MSG_QUESTS.logDay }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  await expect(mine.getByText(MSG_QUESTS.loggedToday)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('an admin adds a quest to the catalogue', async ({ browser, request }) => {
  const context = await browser.newContext();
  await signIn(context, request, { email: 'admin@arogya.health', password: 'Admin@12345' });
  const page = await context.newPage();
  await page.goto('/admin');
  const section = page.getByRole('region', { name: MSG_QUESTS.adminTitle });
  await section.getByRole('button', { name: MSG_QUESTS.adminNew }).click();
  const dialog = page.getByRole('dialog', { name: MSG_QUESTS.adminNew });
  const title = `Eat a home-cooked dinner ${Date.now().toString(36)}`;
  await dialog.getByLabel(MSG_QUESTS.fieldTitle).fill(title);
  await dialog.getByLabel(MSG_QUESTS.fieldDescription).fill('Cook and eat dinner at home for three days.');
  await dialog.getByLabel(MSG_QUESTS.fieldCategory).selectOption('nutrition');
  await dialog.getByLabel(MSG_QUESTS.fieldDuration).fill('3');
  await dialog.getByLabel(MSG_QUESTS.fieldBadge).fill('Home Chef');
  await dialog.getByRole('button', { name: MSG_QUESTS.adminSave }).click();
  await expect(toastWith(page, MSG_QUESTS.adminCreated)).toBeVisible();
  await expect(section.getByText(title)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
