import { DOCTOR_SLOTS } from '@arogya/contract/constants/appointments';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { addDays, apiToken, indiaNow, registerPatient, signIn } from './fixtures';

/**
 * The first five minutes and the first day (issue #22): a newcomer signs in with a demo account in one
 * click and finds the development mailbox; a patient follows a notification to the exact card.
 */

test('the demo panel fills the login form in development; the patient lands on the dashboard', async ({
  page,
}) => {
  await page.goto('/login');
  const panel = page.getByRole('region', { name: MSG_AUTH.demoAccountsTitle });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: /^Use Patient account / }).click();
  await expect(page.locator('input[name="email"]')).toHaveValue('priya@arogya.health');
  await expect(page.locator('input[name="password"]')).toHaveValue('Patient@123');
  await page.getByRole('button', { name: MSG_AUTH.login, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard shows the care fund balance with a link to the fund.
  const fund = page.getByRole('region', { name: 'Care fund' });
  await expect(fund.getByText(/^Balance: ₹[\d,]+$/)).toBeVisible();
  await expect(fund.getByRole('link', { name: 'Open your care fund' })).toHaveAttribute('href', '/care-fund');
});

test('without the development route (as in production) the login page has no demo panel', async ({
  page,
}) => {
  // The server registers /api/dev/info outside production only (apps/server/src/modules/dev/info.int.test.ts
  // checks the production side); here the browser sees what production answers.
  await page.route('**/api/dev/info', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Route not found."}' }),
  );
  await page.goto('/login');
  await expect(page.getByRole('button', { name: MSG_AUTH.login, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: MSG_AUTH.loginTitle })).toBeVisible();
  await expect(page.getByRole('region', { name: MSG_AUTH.demoAccountsTitle })).toHaveCount(0);
  await expect(page.getByText('priya@arogya.health')).toHaveCount(0);
});

test('a reset request points to the development mailbox, whose link opens the reset page', async ({
  page,
}) => {
  const patient = await registerPatient(page.request, 'Mailbox Reader');
  await page.goto('/forgot-password');
  await page.locator('input[name="email"]').fill(patient.email);
  await page.getByRole('button', { name: MSG_AUTH.sendResetLink }).click();
  await page.getByRole('link', { name: MSG_AUTH.devMailboxLink }).click();
  await expect(page).toHaveURL(/\/dev\/mailbox$/);
  const email = page
    .getByRole('listitem')
    .filter({ hasText: `To: ${patient.email}` })
    .first();
  await expect(email).toBeVisible();
  const link = email.getByRole('link', { name: /\/reset-password\// });
  // The link uses the address the server listens on.
  const base = new URL(page.url()).origin;
  expect(await link.getAttribute('href')).toMatch(new RegExp(`^${base}/reset-password/`));
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: MSG_AUTH.resetPassword })).toBeVisible();
});

const MEHTA = { email: 'dr.mehta@arogya.health', password: 'Doctor@123' };

/** An In-Home Visit with Dr. Mehta at his first free slot two or more days ahead (other specs book him too). */
async function bookWithMehta(request: APIRequestContext, token: string): Promise<string> {
  const mehta = await request.get('/api/doctors?city=Mumbai&specialty=Cardiologist&limit=50');
  const { doctors } = (await mehta.json()) as { doctors: { _id: string; name: string }[] };
  const doctor = doctors.find((d) => d.name === 'Arjun Mehta');
  expect(doctor, 'Dr. Arjun Mehta in the search').toBeTruthy();
  const id = doctor?._id ?? '';
  const availability = await request.get(`/api/availability/${id}`);
  const { availableDates } = (await availability.json()) as { availableDates: { date: string }[] };
  const from = addDays(indiaNow().date, 2);
  for (const day of availableDates
    .map((d) => d.date)
    .filter((d) => d >= from)
    .sort()) {
    for (const time of DOCTOR_SLOTS) {
      const response = await request.post('/api/appointments', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          doctor: id,
          appointmentDate: day,
          appointmentTime: time,
          bookingType: 'In-Home Visit',
          symptoms: 'Palpitations after climbing stairs for a week.',
          previousMeds: '',
          fee: 2000,
          paymentMethod: 'external',
        },
      });
      if (response.status() === 201) return ((await response.json()) as { data: { _id: string } }).data._id;
    }
  }
  throw new Error('no free slot with Dr. Mehta');
}

test('a patient follows a notification to the exact card: its tab, scrolled to and highlighted', async ({
  page,
  context,
}) => {
  const patient = await registerPatient(page.request, 'Deep Link Patient');
  const appointmentId = await bookWithMehta(page.request, patient.token);
  // The doctor cancels it: the patient's notification links to the Cancelled tab.
  const doctorToken = await apiToken(page.request, MEHTA);
  const cancel = await page.request.put(`/api/appointments/${appointmentId}`, {
    headers: { Authorization: `Bearer ${doctorToken}` },
    data: { status: 'Cancelled' },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);

  await signIn(context, page.request, patient);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Notifications/ }).click();
  await page
    .getByRole('button', { name: /cancelled/i })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/my-appointments\\?tab=cancelled#${appointmentId}$`));
  await expect(page.getByRole('tab', { name: /^Cancelled/ })).toHaveAttribute('aria-selected', 'true');
  const card = page.locator(`[id="${appointmentId}"]`);
  await expect(card).toHaveAttribute('data-highlighted', 'true');
  await expect(card).toBeInViewport();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
});
