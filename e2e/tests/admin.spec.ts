import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, registerPatient, signIn, toastWith } from './fixtures';

const ADMIN = { email: 'admin@arogya.health', password: 'Admin@12345' };
const DOCTOR = { email: 'dr.mehta@arogya.health', password: 'Doctor@123' };

test('the admin publishes a Warning for patients: a patient sees the yellow banner, a doctor does not', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const message = `Patients: clinics close early on Sunday (${Date.now().toString(36)})`;

  const adminContext = await browser.newContext();
  await signIn(adminContext, request, ADMIN);
  const admin = await adminContext.newPage();
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const manager = admin.getByRole('region', { name: 'Announcements' });
  await expect(manager.getByRole('button', { name: 'New Announcement' })).toBeVisible();
  await expect(
    admin.getByRole('region', { name: 'Platform at a glance' }).getByText('Bookings today'),
  ).toBeVisible();
  await expect(
    admin.getByRole('region', { name: 'Discharge Concierge Requests' }).getByText('Kamala Iyer'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  await manager.getByRole('button', { name: 'New Announcement' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New Announcement' });
  await dialog.getByLabel('Message').fill(message);
  await dialog.getByLabel('Severity').selectOption('Warning');
  await dialog.getByLabel('Show to').selectOption('Patients Only');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(admin, 'Announcement created successfully')).toBeVisible();
  const item = manager.getByRole('listitem', { name: message });
  await expect(item).toBeVisible();
  // The audit log names the admin's action.
  await expect(
    admin.getByRole('list', { name: 'Audit Log' }).getByText('announcement.created').first(),
  ).toBeVisible();

  // A patient sees it at the top, yellow (Warning).
  const patientAccount = await registerPatient(request, 'Banner Patient');
  const patientContext = await browser.newContext();
  await signIn(patientContext, request, patientAccount);
  const patient = await patientContext.newPage();
  await patient.goto('/');
  const banner = patient.getByRole('region', { name: 'Announcement' });
  await expect(banner).toContainText(message);
  await expect(banner).toHaveAttribute('data-severity', 'warning');
  await expect(banner).toHaveClass(/bg-amber-100/);

  // A doctor does not.
  const doctorContext = await browser.newContext();
  await signIn(doctorContext, request, DOCTOR);
  const doctor = await doctorContext.newPage();
  const doctorAnnouncements = doctor.waitForResponse(
    (r) => r.url().includes('/api/announcements/active') && r.request().headers().authorization !== undefined,
  );
  await doctor.goto('/');
  const answered = (await (await doctorAnnouncements).json()) as Array<{ message: string }>;
  expect(answered.map((a) => a.message)).not.toContain(message);
  await expect(doctor.getByText(message)).toHaveCount(0);

  // The admin deletes it after confirming; the patient's banner no longer carries it.
  await item.getByRole('button', { name: 'Delete' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Delete this announcement?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(admin, 'Announcement deleted successfully')).toBeVisible();
  await expect(manager.getByRole('listitem', { name: message })).toHaveCount(0);
  await patient.reload();
  await expect(patient.getByText(message)).toHaveCount(0);

  await Promise.all([adminContext.close(), patientContext.close(), doctorContext.close()]);
});
