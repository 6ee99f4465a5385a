import { MSG_REVIEWS } from '@arogya/contract/messages/reviews';
import { expect, type Page, test } from '@playwright/test';
import { type Credentials, expectNoSeriousA11yViolations, signIn, toastWith } from './fixtures';

/**
 * Reviews after completed visits: a demo patient rates a recent completed visit from My Appointments, sees
 * the review on the doctor's profile, and the doctor's card in search counts one review more.
 */

const ANANYA: Credentials = { email: 'ananya@arogya.health', password: 'Patient@123' };
const DOCTOR = 'Arjun Mehta';
const COMMENT = 'Explained the new <b>medicines</b> patiently and arrived on time.';

async function reviewCountOnCard(page: Page): Promise<number> {
  await page.goto('/search?specialty=Cardiologist&city=Mumbai');
  const card = page.getByRole('article').filter({ hasText: DOCTOR });
  await expect(card).toBeVisible();
  const text = (await card.getByText(/\(\d+ reviews?\)/).textContent()) ?? '';
  return Number(/\((\d+)/.exec(text)?.[1]);
}

test('a patient rates a completed visit, sees it on the doctor’s profile, and the card counts it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await signIn(context, request, ANANYA);

  const before = await reviewCountOnCard(page);
  expect(before).toBeGreaterThan(0);

  await page.goto('/my-appointments');
  await page.getByRole('tab', { name: /^Past/ }).click();
  const card = page
    .getByRole('article')
    .filter({ hasText: DOCTOR })
    .filter({ has: page.getByRole('button', { name: MSG_REVIEWS.rateYourVisit }) })
    .first();
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: MSG_REVIEWS.rateYourVisit }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Stars are required: submitting without them says so and stores nothing.
  await dialog.getByRole('button', { name: MSG_REVIEWS.submit }).click();
  await expect(dialog.getByText(MSG_REVIEWS.ratingRequired)).toBeVisible();
  await dialog.getByRole('radio', { name: '5 out of 5 stars' }).check({ force: true });
  await dialog.getByLabel(MSG_REVIEWS.commentLabel).fill(COMMENT);
  await dialog.getByRole('button', { name: 'Punctual' }).click();
  await expect(dialog.getByRole('button', { name: 'Punctual' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: MSG_REVIEWS.submit }).click();
  await expect(toastWith(page, MSG_REVIEWS.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  const reviewed = page.getByRole('article').filter({ hasText: MSG_REVIEWS.yourReview });
  await expect(reviewed.getByRole('button', { name: MSG_REVIEWS.editYourReview })).toBeVisible();

  // The doctor's profile: the review, escaped, with the first name and last initial only.
  const after = await reviewCountOnCard(page);
  expect(after).toBe(before + 1);
  await page
    .getByRole('article')
    .filter({ hasText: DOCTOR })
    .getByRole('link', { name: 'View & Book' })
    .click();
  const reviews = page.getByRole('region', { name: MSG_REVIEWS.reviews });
  await expect(reviews).toBeVisible();
  const mine = reviews.getByRole('listitem').filter({ hasText: 'Ananya I.' }).first();
  await expect(mine).toContainText(COMMENT);
  await expect(mine).toContainText(MSG_REVIEWS.verifiedVisit);
  await expect(mine).toContainText('Punctual');
  await expect(mine).not.toContainText('Iyer');
  await expect(reviews).toContainText(`Based on ${after} verified visits`);
  await expectNoSeriousA11yViolations(page);
});
