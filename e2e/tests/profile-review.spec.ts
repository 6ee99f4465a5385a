import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiToken, expectNoSeriousA11yViolations, setWeeklyHours, signIn } from './fixtures';

/**
 * Re-review of an approved professional's verified details: a doctor changes specialty and sees it
 * awaiting review while search keeps the approved one; an admin approves the change in another browser;
 * search then finds the doctor under the new specialty.
 */

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const ADMIN = { email: 'admin@arogya.health', password: 'Admin@12345' };

async function searchFor(request: APIRequestContext, id: string, specialty: string) {
  const response = await request.get(`/api/doctors?city=Patna&specialty=${specialty}&limit=50`);
  expect(response.status()).toBe(200);
  const { doctors } = (await response.json()) as { doctors: Array<{ id: string; specialty: string }> };
  return doctors.find((d) => d.id === id);
}

test('an approved doctor changes specialty, an admin approves it, search follows', async ({
  browser,
  request,
}) => {
  test.slow(); // two browsers and a registration
  const doctor = {
    email: `review.${run}@example.com`,
    password: 'Arogya#2026-test',
    name: `Dr Review ${run}`,
  };
  const registered = await request.post('/api/auth/register', {
    data: {
      ...doctor,
      role: 'doctor',
      phone: `9${String(Date.now()).slice(-9)}`,
      specialty: 'Pediatrician',
      city: 'Patna',
      experience: 8,
      licenseNumber: 'BMC/2015/04567',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  // The admin approves the registration (the approvals screen is covered in accounts.spec.ts).
  const adminToken = await apiToken(request, ADMIN);
  const auth = { Authorization: `Bearer ${adminToken}` };
  const pending = (await (await request.get('/api/admin/pending', { headers: auth })).json()) as Array<{
    _id: string;
    email: string;
  }>;
  const application = pending.find((p) => p.email === doctor.email);
  expect(application).toBeDefined();
  expect((await request.put(`/api/admin/approve/${application?._id}`, { headers: auth })).status()).toBe(200);
  const id = application?._id as string;
  // Listed once there is availability (decision 052).
  await setWeeklyHours(request, await apiToken(request, doctor));
  expect(await searchFor(request, id, 'Pediatrician')).toMatchObject({ specialty: 'Pediatrician' });

  // The doctor asks for a new specialty.
  const doctorContext = await browser.newContext();
  await signIn(doctorContext, request, doctor);
  const page = await doctorContext.newPage();
  await page.goto('/doctor/edit-profile');
  const details = page.getByRole('region', { name: 'Professional details' });
  await details.getByRole('combobox', { name: MSG_PROFILE.specialty }).selectOption('Neurologist');
  await details.getByRole('button', { name: MSG_PROFILE.saveProfessionalDetails }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: MSG_PROFILE.changeSubmitted })).toBeVisible();
  const notice = page.getByRole('region', { name: MSG_PROFILE.changesAwaitingReview });
  await expect(notice).toContainText('Neurologist');
  await expectNoSeriousA11yViolations(page);

  // Patients still find the approved specialty.
  expect(await searchFor(request, id, 'Pediatrician')).toBeDefined();
  expect(await searchFor(request, id, 'Neurologist')).toBeUndefined();

  // The admin sees the change, before → after, and approves it.
  const adminContext = await browser.newContext();
  await signIn(adminContext, request, ADMIN);
  const admin = await adminContext.newPage();
  await admin.goto('/admin');
  const card = admin
    .getByRole('region', { name: MSG_ADMIN.profileChanges })
    .getByRole('listitem', { name: doctor.name });
  await expect(card).toContainText('Pediatrician');
  await expect(card).toContainText('Neurologist');
  await expectNoSeriousA11yViolations(admin);
  await card.getByRole('button', { name: MSG_ADMIN.approve }).click();
  await expect(admin.locator('[data-sonner-toast]', { hasText: MSG_ADMIN.changeApproved })).toBeVisible();
  await expect(card).toHaveCount(0);

  // Search now lists the doctor under the new specialty; the doctor's notice is gone.
  expect(await searchFor(request, id, 'Neurologist')).toMatchObject({ specialty: 'Neurologist' });
  expect(await searchFor(request, id, 'Pediatrician')).toBeUndefined();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Professional details' })
      .getByRole('combobox', { name: MSG_PROFILE.specialty }),
  ).toHaveValue('Neurologist');
  await expect(page.getByRole('region', { name: MSG_PROFILE.changesAwaitingReview })).toHaveCount(0);
});
