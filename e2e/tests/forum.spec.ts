import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, registerPatient, signIn, toastWith } from './fixtures';

const MEHTA = { email: 'dr.mehta@arogya.health', password: 'Doctor@123' };

test('a patient asks, a verified doctor answers, the patient votes and accepts: ANSWERED', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const asker = await registerPatient(request, 'Kavya Rao');
  const patientContext = await browser.newContext();
  await signIn(patientContext, request, asker);
  const patient = await patientContext.newPage();

  await patient.goto('/forum/ask');
  await expect(patient.getByRole('heading', { name: 'Ask a Question' })).toBeVisible();
  await expect(patient.getByRole('button', { name: 'Post Question' })).toBeDisabled();
  const title = `Morning stiffness in my fingers, ${Date.now().toString(36)}`;
  await patient.getByLabel('Title').fill(title);
  await patient.locator('label').filter({ hasText: 'Chronic Conditions' }).click();
  await expect(patient.getByRole('radio', { name: 'Chronic Conditions' })).toBeChecked();
  await patient
    .getByLabel('Details')
    .fill('For two months my fingers are stiff for an hour every morning.\nIs this arthritis?');
  const tags = patient.getByLabel('Tags');
  await tags.fill('Arthritis');
  await tags.press('Enter');
  await tags.fill('hands');
  await patient.getByRole('button', { name: 'Add tag' }).click();
  await expect(patient.getByText('#arthritis')).toBeVisible();
  await expectNoSeriousA11yViolations(patient);
  await patient.getByRole('button', { name: 'Post Question' }).click();
  await expect(patient).toHaveURL(/\/forum\/question\/[0-9a-f-]{36}$/);
  const questionUrl = new URL(patient.url()).pathname;
  await expect(patient.getByRole('heading', { name: title })).toBeVisible();
  await expect(patient.getByTestId('question-status')).toHaveText('open');
  await expect(patient.getByText('No answers yet. Be the first to help!')).toBeVisible();
  // Own question: no voting on it.
  await expect(patient.getByRole('button', { name: 'Upvote' }).first()).toBeDisabled();

  const doctorContext = await browser.newContext();
  await signIn(doctorContext, request, MEHTA);
  const doctor = await doctorContext.newPage();
  await doctor.goto(questionUrl);
  await doctor
    .getByRole('textbox', { name: 'Your Answer' })
    .fill(
      'Morning stiffness over 30 minutes can be inflammatory arthritis. Please get RA factor and anti-CCP tests.',
    );
  await doctor.getByRole('button', { name: 'Post Answer' }).click();
  await expect(toastWith(doctor, 'Answer posted.')).toBeVisible();
  const doctorAnswer = doctor.getByTestId('answer');
  await expect(doctorAnswer).toContainText('Verified Professional');
  await expect(doctor.getByRole('heading', { name: 'Answers (1)' })).toBeVisible();

  await patient.reload();
  const answer = patient.getByTestId('answer');
  await expect(answer).toContainText('Arjun Mehta');
  await expect(answer).toContainText('Verified Professional');
  await answer.getByRole('button', { name: 'Upvote' }).click();
  await expect(answer.getByTestId('score')).toHaveText('1');
  await answer.getByRole('button', { name: 'Accept' }).click();
  await expect(toastWith(patient, 'Answer accepted.')).toBeVisible();
  await expect(answer).toContainText('Accepted Answer');
  await expect(patient.getByTestId('question-status')).toHaveText('answered');
  await expect(patient.getByTestId('question-status')).toHaveCSS('text-transform', 'uppercase');
  await expect(answer.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(patient);

  await patientContext.close();
  await doctorContext.close();
});

test('visitors browse with filters held in the URL, and are asked to sign in to take part', async ({
  page,
}) => {
  // Two axe scans, a reload and a dozen filter round trips: more than the default 30 s on a two-core machine.
  await page.goto('/forum');
  await expect(page.getByRole('heading', { name: 'Health Q&A Forum' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByLabel('Category').selectOption('chronic-conditions');
  await expect(page).toHaveURL(/category=chronic-conditions/);
  await expect(page).not.toHaveURL(/page=/);
  await page.getByLabel('Search questions').first().fill('diabtes');
  await page.getByLabel('Search questions').first().press('Enter');
  await expect(page).toHaveURL(/search=diabtes/);
  await expect(page.getByRole('article').first()).toContainText(/diabet/i);

  await page.reload();
  await expect(page.getByLabel('Category')).toHaveValue('chronic-conditions');
  await expect(page.getByRole('searchbox')).toHaveValue('diabtes');
  await expect(page.getByRole('article').first()).toContainText(/diabet/i);

  await page.getByLabel('Search questions').first().fill('zzqxv nothing');
  await page.getByLabel('Search questions').first().press('Enter');
  await expect(page.getByText('No questions found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/forum$/);

  await page.getByRole('article').first().getByRole('link').click();
  await expect(page.getByRole('link', { name: 'Back to Forum' })).toBeVisible();
  await expect(page.getByText('Join the conversation')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upvote' }).first()).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/forum/question/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/forum$/);
});
