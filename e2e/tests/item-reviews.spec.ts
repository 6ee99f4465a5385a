import { MSG_REVIEWS } from '@arogya/contract/messages/reviews';
import { expect, test } from '@playwright/test';
import { type Credentials, expectNoSeriousA11yViolations, signIn, toastWith } from './fixtures';

/**
 * Reviews of lab collections (decision 059): a demo patient rates a completed lab collection from My
 * Appointments with the technician's tags, and the technician sees it, with Reply, on their dashboard.
 */

const RAHUL: Credentials = { email: 'rahul@arogya.health', password: 'Patient@123' };
const VIKRAM: Credentials = { email: 'tech.singh@arogya.health', password: 'Tech@123' };
const COMMENT = `Gentle with the needle and came on time, run ${Date.now().toString(36)}.`;

test('a patient rates a completed lab collection and the technician sees it on the dashboard', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(context, request, RAHUL);

  await page.goto('/my-appointments');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: MSG_REVIEWS.rateYourCollection }) })
    .first();
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: MSG_REVIEWS.rateYourCollection }).click();

  const dialog = page.getByRole('dialog', { name: /Rate your sample collection by Vikram Singh/ });
  await expect(dialog).toBeVisible();
  // The technician's tags, not the doctor's.
  await expect(dialog.getByRole('button', { name: 'Clean and hygienic' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Good listener' })).toHaveCount(0);
  await dialog.getByRole('radio', { name: '4 out of 5 stars' }).check({ force: true });
  await dialog.getByLabel(MSG_REVIEWS.commentLabelCollection).fill(COMMENT);
  await dialog.getByRole('button', { name: 'Gentle' }).click();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: MSG_REVIEWS.submit }).click();
  await expect(toastWith(page, MSG_REVIEWS.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  const reviewed = page.getByRole('article').filter({ hasText: COMMENT });
  await expect(reviewed).toContainText(MSG_REVIEWS.yourReview);
  await expect(reviewed.getByRole('button', { name: MSG_REVIEWS.editYourReview })).toBeVisible();

  // The technician's dashboard: the review, verified, with Reply.
  const techContext = await browser.newContext();
  try {
    await signIn(techContext, request, VIKRAM);
    const tech = await techContext.newPage();
    await tech.goto('/technician/dashboard#reviews');
    const reviews = tech.getByRole('region', { name: MSG_REVIEWS.collectionReviews });
    await expect(reviews).toBeVisible();
    const item = reviews.getByRole('listitem').filter({ hasText: COMMENT });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Rahul');
    await expect(item).toContainText(MSG_REVIEWS.verifiedCollection);
    await expect(item).toContainText('Gentle');
    await expect(item.getByRole('button', { name: MSG_REVIEWS.reply })).toBeVisible();
    await expect(reviews).toContainText(/Based on \d+ verified collections/);
    await expectNoSeriousA11yViolations(tech);
  } finally {
    await techContext.close();
  }
});
