import { CARE_NAVIGATOR } from '@arogya/contract/constants/navigator';
import { MSG_NAVIGATOR } from '@arogya/contract/messages/navigator';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures';

async function answer(page: Page, label: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
}

test('the care navigator reaches each of the four outcomes, goes back a step and starts over', async ({
  page,
}) => {
  await page.goto('/care-navigator');
  await expect(page.getByRole('heading', { level: 1, name: MSG_NAVIGATOR.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: MSG_NAVIGATOR.emergencyQuestion })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Emergency: 112 and the ambulance page.
  await answer(page, MSG_NAVIGATOR.yes);
  await expect(page.getByText(MSG_NAVIGATOR.emergencyTitle)).toBeVisible();
  const result = page.getByRole('region', { name: MSG_NAVIGATOR.resultHeading });
  await expect(result.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
  await expect(result.getByRole('link', { name: MSG_NAVIGATOR.emergencyCta })).toHaveAttribute(
    'href',
    '/book-ambulance',
  );
  await expectNoSeriousA11yViolations(page);

  // Back one step, then a doctor with a specialty; the answers are in the URL.
  await page.getByRole('button', { name: MSG_NAVIGATOR.back }).click();
  await answer(page, MSG_NAVIGATOR.no);
  await answer(page, CARE_NAVIGATOR.concernTypes['new-symptom']);
  await answer(page, 'Skin, hair or nails');
  await expect(page).toHaveURL(/answers=no%2Cnew-symptom%2Cskin|answers=no,new-symptom,skin/);
  await expect(page.getByText(MSG_NAVIGATOR.doctorTitle)).toBeVisible();
  await expect(result.getByRole('link', { name: MSG_NAVIGATOR.doctorCta })).toHaveAttribute(
    'href',
    '/search?specialty=Dermatologist',
  );

  // Start Over; a nurse with a care category, by keyboard.
  await page.getByRole('button', { name: MSG_NAVIGATOR.startOver }).click();
  await expect(page.getByRole('heading', { name: MSG_NAVIGATOR.emergencyQuestion })).toBeVisible();
  await page.getByRole('button', { name: MSG_NAVIGATOR.no, exact: true }).focus();
  await page.keyboard.press('Enter');
  await answer(page, CARE_NAVIGATOR.concernTypes['daily-activities']);
  await answer(page, MSG_NAVIGATOR.yes);
  await answer(page, 'Someone recovering from surgery');
  await expect(page.getByText(MSG_NAVIGATOR.nurseTitle)).toBeVisible();
  await expect(result.getByRole('link', { name: MSG_NAVIGATOR.nurseCta })).toHaveAttribute(
    'href',
    '/search-nurses?specialty=Post-Operative+Care',
  );

  // A shared link lands on the caregiver result, labelled Coming Soon.
  await page.goto('/care-navigator?answers=no,daily-activities,no');
  await expect(page.getByText(MSG_NAVIGATOR.caregiverTitle)).toBeVisible();
  await expect(page.getByText(MSG_NAVIGATOR.comingSoon, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
