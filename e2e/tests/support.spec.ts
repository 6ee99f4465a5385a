import fs from 'node:fs';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, registerPatient, signIn, toastWith } from './fixtures';

/**
 * The support community live: three patients join a new group and chat in three browsers; a fourth member
 * posts a spam message and each of the three reports it — on the third report it disappears for all of
 * them; the demo nurse (a fourth browser) restores it and later removes another, and the members see both
 * without a reload. Screenshots at 360 and 1280 px go to SHOTS_DIR when it is set.
 */

const NURSE = { email: 'nurse.fernandes@arogya.health', password: 'Nurse@123' };
const SHOTS = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function member(browser: Browser, request: APIRequestContext, name: string) {
  const who = await registerPatient(request, name);
  const context = await browser.newContext();
  // The registration's own token: no second sign-in (each costs a password hash).
  await context.addInitScript((value) => window.localStorage.setItem('token', value), who.token);
  return { who, page: await context.newPage() };
}

const api = (token: string) => ({ Authorization: `Bearer ${token}` });

test('three members chat live; three reports hide a message for all; the nurse restores and removes', async ({
  browser,
  request,
}) => {
  test.setTimeout(Number(process.env.E2E_SUPPORT_TIMEOUT_MS ?? 240_000)); // five people, several pages, accessibility scans; CI machines are small
  const groupName = `Evening Walkers ${Date.now().toString(36)}`;

  // The nurse creates the group in the dashboard.
  const nurseContext = await browser.newContext();
  await signIn(nurseContext, request, NURSE);
  const desk = await nurseContext.newPage();
  await desk.goto('/nurse/moderation');
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText(MSG_SUPPORT.moderationDashboard);
  await expect(desk.getByRole('tab', { name: /^Manage Groups \(\d+\)$/ })).toBeVisible();
  await desk.getByRole('button', { name: MSG_SUPPORT.createGroup }).click();
  const form = desk.getByRole('dialog');
  await form.getByLabel(MSG_SUPPORT.groupName).fill(groupName);
  await form
    .getByLabel(MSG_SUPPORT.groupDescription)
    .fill('Walking after dinner, for our sugar and our mood.');
  await form.getByLabel(MSG_SUPPORT.groupCategory).selectOption('Diabetes');
  await expectNoSeriousA11yViolations(desk);
  await form.getByRole('button', { name: MSG_SUPPORT.createGroupSubmit }).click();
  await expect(toastWith(desk, MSG_SUPPORT.groupCreated)).toBeVisible();
  await expect(desk.getByTestId('support-group-card').filter({ hasText: groupName })).toBeVisible();
  await expectNoSeriousA11yViolations(desk);
  await shoot(desk, 'moderation-groups');

  // Three patients join from the community page and land in the chat.
  const people = [
    await member(browser, request, 'Asha Rao'),
    await member(browser, request, 'Vikram Das'),
    await member(browser, request, 'Lata Menon'),
  ];
  for (const [i, { page }] of people.entries()) {
    await page.goto('/support-community');
    await expect(page.getByRole('tab', { name: fill(MSG_SUPPORT.myGroups, { count: 0 }) })).toBeVisible();
    if (i === 0) {
      await page.getByRole('tab', { name: fill(MSG_SUPPORT.myGroups, { count: 0 }) }).click();
      await expect(page.getByText(MSG_SUPPORT.noGroupsJoined)).toBeVisible();
      await page.getByRole('tab', { name: MSG_SUPPORT.browseGroups }).click();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, 'community');
    }
    await page.getByRole('button', { name: `${MSG_SUPPORT.join} ${groupName}` }).click();
    await expect(toastWith(page, MSG_SUPPORT.joined)).toBeVisible();
    await expect(page).toHaveURL(/\/support-community\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(groupName);
    await expect(page.getByTestId('posting-as')).toHaveText(/^Posting as .+/);
  }
  const groupId = people[0]?.page.url().split('/').pop() as string;
  const [asha, vikram, lata] = people.map((p) => p.page) as [Page, Page, Page];

  // Live chat: each message reaches the others without a reload; the counter counts.
  const box = asha.getByLabel(MSG_SUPPORT.messagePlaceholder);
  await box.fill('Walked 20 minutes after dinner today!');
  await expect(asha.getByText('37/1000')).toBeVisible();
  await asha.getByRole('button', { name: MSG_SUPPORT.send }).click();
  await expect(box).toHaveValue('');
  for (const page of [vikram, lata]) {
    await expect(page.getByText('Walked 20 minutes after dinner today!')).toBeVisible();
    await expect(page.getByRole('heading', { name: MSG_SUPPORT.today })).toBeVisible();
  }
  await vikram.getByLabel(MSG_SUPPORT.messagePlaceholder).fill('Well done! I managed 15.');
  await vikram.getByLabel(MSG_SUPPORT.messagePlaceholder).press('Enter');
  await expect(asha.getByText('Well done! I managed 15.')).toBeVisible();
  await expect(lata.getByText('Well done! I managed 15.')).toBeVisible();
  await expectNoSeriousA11yViolations(lata);

  // A fourth member posts spam (through the API); all three see it arrive.
  const spammer = await registerPatient(request, 'Spam Sender');
  expect(
    (await request.post(`/api/support/groups/${groupId}/join`, { headers: api(spammer.token) })).status(),
  ).toBe(200);
  const spam = 'Cheap insulin, message me on WhatsApp';
  const posted = await request.post(`/api/support/groups/${groupId}/messages`, {
    headers: api(spammer.token),
    data: { content: spam },
  });
  expect(posted.status()).toBe(201);
  for (const page of people.map((p) => p.page)) await expect(page.getByText(spam)).toBeVisible();
  await shoot(lata, 'chat');

  // Each reports it: 'Reported' at once; the third report hides it for everyone.
  for (const [i, page] of [asha, vikram, lata].entries()) {
    const message = page.getByTestId('support-message').filter({ hasText: spam });
    await message.getByRole('button', { name: /^Report/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(MSG_SUPPORT.confirmReport);
    if (i === 0) await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: MSG_SUPPORT.report }).click();
    await expect(toastWith(page, MSG_SUPPORT.reported)).toBeVisible();
    if (i < 2) await expect(message).toContainText(MSG_SUPPORT.reportedLabel);
  }
  for (const page of [asha, vikram, lata]) await expect(page.getByText(spam)).toHaveCount(0);

  // The nurse sees it in Content Moderation and approves it: it is back for everyone, live.
  await desk.getByRole('tab', { name: /^Content Moderation \(\d+\)$/ }).click();
  const flagged = desk.getByTestId('flagged-message').filter({ hasText: spam });
  await expect(flagged).toContainText(fill(MSG_SUPPORT.flaggedIn, { group: groupName, name: '' }).trim());
  await expect(flagged).toContainText(fill(MSG_SUPPORT.reports, { count: 3 }));
  await expectNoSeriousA11yViolations(desk);
  await shoot(desk, 'moderation-content');
  await flagged.getByRole('button', { name: MSG_SUPPORT.approve }).click();
  await expect(toastWith(desk, MSG_SUPPORT.messageApproved)).toBeVisible();
  for (const page of [asha, vikram, lata]) await expect(page.getByText(spam)).toBeVisible();

  // Another one, reported once, the nurse removes: it disappears for everyone, live.
  const abuse = 'You are all fools';
  const second = await request.post(`/api/support/groups/${groupId}/messages`, {
    headers: api(spammer.token),
    data: { content: abuse },
  });
  expect(second.status()).toBe(201);
  await expect(asha.getByText(abuse)).toBeVisible();
  const target = asha.getByTestId('support-message').filter({ hasText: abuse });
  await target.getByRole('button', { name: /^Report/ }).click();
  await asha.getByRole('dialog').getByRole('button', { name: MSG_SUPPORT.report }).click();
  await expect(target).toContainText(MSG_SUPPORT.reportedLabel);
  await desk.reload();
  await desk.getByRole('tab', { name: /^Content Moderation/ }).click();
  await desk
    .getByTestId('flagged-message')
    .filter({ hasText: abuse })
    .getByRole('button', { name: MSG_SUPPORT.remove })
    .click();
  await expect(toastWith(desk, MSG_SUPPORT.messageRemoved)).toBeVisible();
  for (const page of [asha, vikram, lata]) await expect(page.getByText(abuse)).toHaveCount(0);

  // The members modal shows anonymous names only.
  await desk.getByRole('tab', { name: /^Manage Groups/ }).click();
  await desk.getByRole('button', { name: `${MSG_SUPPORT.viewMembers}: ${groupName}` }).click();
  const modal = desk.getByRole('dialog');
  await expect(modal.getByRole('button', { name: /^Remove / })).toHaveCount(4);
  await expect(modal).not.toContainText('Asha Rao');
  await expectNoSeriousA11yViolations(desk);
});
