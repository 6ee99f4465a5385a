import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures';

test('the chat assistant on the home page answers how to cancel with the 24-hour rule', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: MSG_PUBLIC.chatOpen }).click();
  const chat = page.getByRole('dialog', { name: MSG_PUBLIC.chatTitle });
  await expect(chat.getByText(MSG_PUBLIC.chatGreeting)).toBeVisible();

  const input = chat.getByRole('textbox', { name: MSG_PUBLIC.chatPlaceholder });
  // Shift+Enter breaks the line; Enter sends.
  await input.fill('how do I cancel');
  await input.press('Shift+Enter');
  await input.pressSequentially('an appointment?');
  await expect(input).toHaveValue('how do I cancel\nan appointment?');
  await input.press('Enter');

  await expect(chat.getByText(/at least 24 hours remain before it starts/)).toBeVisible();
  await expect(chat.getByRole('link', { name: 'My Appointments' })).toHaveAttribute(
    'href',
    '/my-appointments',
  );
  await expect(input).toHaveValue('');
  await expect(input).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  // A red flag: 112 at once.
  await input.fill('I have chest pain and I am sweating');
  await input.press('Enter');
  await expect(chat.getByText(/^Call 112 now\./)).toBeVisible();
  await expect(chat.getByRole('link', { name: 'Book an Ambulance' })).toBeVisible();

  await chat.getByRole('button', { name: MSG_PUBLIC.chatClose }).click();
  await expect(page.getByRole('button', { name: MSG_PUBLIC.chatOpen })).toBeVisible();
});
