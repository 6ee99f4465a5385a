import { createHmac } from 'node:crypto';
import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { MSG_TWO_FACTOR } from '@arogya/contract/messages/two-factor';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures';

/**
 * Accounts, end to end: registration of every role, two-factor sign-in with a code computed here from
 * the secret shown on /2fa-setup, forgot → reset through the dev outbox, admin approval and rejection,
 * and the profile editor's picture upload and deactivation. Every account is new (unique e-mails), so
 * the file also runs against a database that outlives one run.
 */

const PASSWORD = 'Arogya#2026-test';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
let serial = 0;

function uniqueEmail(prefix: string): string {
  serial += 1;
  return `${prefix}.${run}.${serial}@example.com`;
}

/** A fresh, valid Indian mobile number (distinct per call, so no duplicate-phone flags). */
function uniquePhone(): string {
  serial += 1;
  const digits = `${Date.now() % 1e7}${serial}`.padStart(9, '0').slice(-9);
  return `9${digits}`;
}

// ---------------------------------------------------------------------------------------------------------
// TOTP (RFC 6238: HMAC-SHA1, 30 s steps, 6 digits), computed from the base32 secret the page shows.
// ---------------------------------------------------------------------------------------------------------

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = input.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`Not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The code of a time step (`offset` steps from now: the server accepts the previous, current and next). */
function totp(secret: string, offset = 0): string {
  const step = Math.floor(Date.now() / 1000 / 30) + offset;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const at = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const binary = (hmac.readUInt32BE(at) & 0x7fffffff) % 1_000_000;
  return String(binary).padStart(6, '0');
}

// ---------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------

async function registerByApi(request: APIRequestContext, body: Record<string, unknown>): Promise<void> {
  const response = await request.post('/api/auth/register', { data: { password: PASSWORD, ...body } });
  expect(response.status(), await response.text()).toBe(201);
}

async function logInThroughForm(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Clicks the role card (the radio itself is visually hidden inside its label). */
async function chooseRole(page: Page, label: string): Promise<void> {
  const radio = page.getByRole('radio', { name: label });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();

// ---------------------------------------------------------------------------------------------------------
// Registration of each role
// ---------------------------------------------------------------------------------------------------------

type RoleCase = {
  label: string;
  fill: (page: Page) => Promise<void>;
  landsOn: string;
  pending?: boolean;
};

const roleCases: RoleCase[] = [
  { label: 'Patient', fill: async () => {}, landsOn: '/dashboard' },
  {
    label: 'Doctor',
    fill: async (page) => {
      await page.getByRole('main').getByLabel('Phone').fill(uniquePhone());
      await page.getByRole('main').getByLabel('Specialty').selectOption('Pediatrician');
      await page.getByRole('main').getByLabel('City').selectOption('Pune');
      await page.getByRole('main').getByLabel('Experience (years)').selectOption('8');
      await page.getByRole('main').getByLabel('Medical License Number').fill('MMC/2015/04567');
    },
    landsOn: '/doctor/dashboard',
  },
  {
    label: 'Nurse',
    fill: async (page) => {
      await page.getByRole('main').getByLabel('Phone').fill(uniquePhone());
      await page.getByRole('main').getByLabel('Care Category').selectOption('Elder Care');
      await page.getByRole('main').getByLabel('City').selectOption('Kolkata');
      await page.getByRole('main').getByLabel('Experience (years)').selectOption('4');
      await page.getByRole('main').getByLabel('Medical License Number').fill('WBNC/2019/1188');
    },
    landsOn: '/nurse/dashboard',
  },
  {
    label: 'Lab Technician',
    fill: async (page) => {
      await page.getByRole('main').getByLabel('Phone').fill(uniquePhone());
      await page.getByRole('main').getByLabel('Certification ID').fill(`DMLT-${run}`);
      await page.getByRole('main').getByLabel('City').selectOption('Delhi');
      await page.getByRole('main').getByLabel('Government ID').fill(`GOVT${run}T`);
    },
    landsOn: '/',
    pending: true,
  },
  {
    label: 'Ambulance Driver',
    fill: async (page) => {
      await page.getByRole('main').getByLabel('Phone').fill(uniquePhone());
      await page.getByRole('main').getByLabel("Driver's License Number").fill('MH0120190001234');
      await page.getByRole('main').getByLabel('Vehicle Registration Number').fill('MH01AB1234');
      await page.getByRole('main').getByLabel('Government ID').fill(`GOVT${run}A`);
      // A driver's service city: one of the six ambulance cities (required since drivers are dispatched by city).
      await page.getByRole('main').getByLabel('City').selectOption('Hyderabad');
    },
    landsOn: '/',
    pending: true,
  },
];

for (const role of roleCases) {
  test(`registering as ${role.label} lands on ${role.landsOn}`, async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MSG_AUTH.registerTitle);
    await chooseRole(page, role.label);
    await page.getByRole('main').getByLabel('Full Name').fill(`E2E ${role.label}`);
    await page
      .getByRole('main')
      .getByLabel('Email')
      .fill(uniqueEmail(role.label.toLowerCase().replace(/\W+/g, '-')));
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
    await role.fill(page);
    await page.getByRole('checkbox', { name: /Privacy Notice/ }).check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await expect(page).toHaveURL((url) => url.pathname === role.landsOn);
    await expect(toast(page, MSG_AUTH.registrationSuccess)).toBeVisible();
    if (role.pending) {
      await expect(toast(page, MSG_AUTH.pendingApproval)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    } else {
      await expect(page.getByText(`Welcome, E2E ${role.label}`).first()).toBeAttached();
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    }
  });
}

test('the register form refuses what the server would, with its messages', async ({ page }) => {
  await page.goto('/register');
  await chooseRole(page, 'Doctor');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  for (const message of [
    MSG_AUTH.nameRequired,
    MSG_AUTH.emailRequired,
    MSG_AUTH.passwordRequired,
    MSG_AUTH.phoneRequired,
    MSG_AUTH.specialtyRequired,
    MSG_AUTH.cityRequired,
    MSG_AUTH.experienceRequired,
    MSG_AUTH.licenseRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('main').getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
});

// ---------------------------------------------------------------------------------------------------------
// Two-factor sign-in
// ---------------------------------------------------------------------------------------------------------

test('a doctor turns on 2FA (code and password), keeps the session, saves recovery codes, and signs in with a code or a recovery code', async ({
  page,
  request,
}) => {
  test.slow(); // a multi-page journey; CI machines are small
  const email = uniqueEmail('twofactor');
  await registerByApi(request, {
    role: 'doctor',
    name: 'Dr Two Factor',
    email,
    phone: uniquePhone(),
    specialty: 'Dermatologist',
    city: 'Mumbai',
    experience: 6,
    licenseNumber: 'MMC/2018/00077',
  });

  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/doctor\/dashboard$/);

  await page.goto('/doctor/edit-profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Doctor Profile');
  await expect(page.getByText(MSG_TWO_FACTOR.statusOff)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: MSG_TWO_FACTOR.enable }).click();

  await expect(page).toHaveURL(/\/2fa-setup$/);
  await expect(page.getByRole('img', { name: MSG_TWO_FACTOR.qrAlt })).toBeVisible();
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoSeriousA11yViolations(page);
  // A reload during setup shows the same secret: the QR code already scanned keeps working.
  await page.reload();
  await expect(page.getByTestId('two-factor-secret')).toHaveText(/\S/);
  expect(((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s+/g, '')).toBe(
    secret,
  );

  const code = page.getByRole('main').getByLabel(MSG_TWO_FACTOR.codeLabel);
  await code.fill('123');
  await page.getByRole('button', { name: MSG_TWO_FACTOR.verifyAndEnable }).click();
  await expect(page.getByText(MSG_TWO_FACTOR.invalidCode)).toBeVisible();

  await code.fill(totp(secret));
  const password = page.getByRole('main').locator('input[name="password"]');
  await password.fill('not-my-password');
  await page.getByRole('button', { name: MSG_TWO_FACTOR.verifyAndEnable }).click();
  await expect(page.getByText(MSG_TWO_FACTOR.wrongPassword)).toBeVisible();
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: MSG_TWO_FACTOR.verifyAndEnable }).click();
  await expect(toast(page, MSG_TWO_FACTOR.enabled)).toBeVisible();

  // The ten recovery codes, shown once.
  const shown = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(shown).toHaveCount(10);
  const recoveryCodes = (await shown.allTextContents()).map((c) => c.trim());
  for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expect(page.getByRole('button', { name: MSG_TWO_FACTOR.downloadRecoveryCodes })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: MSG_TWO_FACTOR.recoveryCodesSaved }).click();

  // Still signed in, with 2FA on.
  await expect(page).toHaveURL(/\/doctor\/edit-profile$/);
  await expect(page.getByText(MSG_TWO_FACTOR.statusOn)).toBeVisible();
  await page.reload();
  await expect(page.getByText(MSG_TWO_FACTOR.statusOn)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();

  await logOut(page);
  await logInThroughForm(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MSG_AUTH.authenticatorCode);
  await expectNoSeriousA11yViolations(page);
  // The step used to turn 2FA on cannot be replayed; the next step is within the server's window.
  await page.getByRole('main').getByLabel(MSG_TWO_FACTOR.codeLabel).fill(totp(secret, 1));
  await page.getByRole('button', { name: MSG_AUTH.verify, exact: true }).click();
  await expect(toast(page, MSG_AUTH.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/doctor\/dashboard$/);

  // Without the phone: a recovery code, once.
  const signInWithRecoveryCode = async (recoveryCode: string) => {
    await logOut(page);
    await logInThroughForm(page, email);
    await page.getByRole('button', { name: MSG_AUTH.useRecoveryCode }).click();
    await page.getByRole('main').getByLabel(MSG_AUTH.recoveryCode).fill(recoveryCode);
    await page.getByRole('button', { name: MSG_AUTH.verify, exact: true }).click();
  };
  await signInWithRecoveryCode(recoveryCodes[0] ?? '');
  await expect(page).toHaveURL(/\/doctor\/dashboard$/);
  await signInWithRecoveryCode(recoveryCodes[0] ?? '');
  await expect(toast(page, MSG_AUTH.invalidTwoFactorToken)).toBeVisible();
});

test('a nurse changes her password: this tab stays signed in, the other device is signed out', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('changepw');
  await registerByApi(request, {
    role: 'nurse',
    name: 'Nurse Change Password',
    email,
    phone: uniquePhone(),
    specialty: 'Elder Care',
    city: 'Pune',
    experience: 4,
    licenseNumber: 'MNC/2019/00451',
  });
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await logInThroughForm(otherPage, email);
  await expect(otherPage).toHaveURL(/dashboard$/);

  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/dashboard$/);
  await page.goto('/nurse/edit-profile');
  const form = page.getByRole('region', { name: MSG_AUTH.changePasswordTitle });
  await expect(form).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel(MSG_AUTH.currentPassword).fill('not-my-password');
  await form.getByLabel(MSG_AUTH.newPassword).fill('Masala-Dosa-77');
  await form.getByRole('button', { name: MSG_AUTH.changePassword }).click();
  await expect(form.getByText(MSG_AUTH.currentPasswordWrong)).toBeVisible();

  await form.getByLabel(MSG_AUTH.currentPassword).fill(PASSWORD);
  await form.getByRole('button', { name: MSG_AUTH.changePassword }).click();
  await expect(toast(page, MSG_AUTH.passwordChanged)).toBeVisible();
  await expect(form.getByLabel(MSG_AUTH.currentPassword)).toHaveValue('');

  // This tab is still signed in; the other device is not.
  await page.reload();
  await expect(page.getByRole('region', { name: MSG_AUTH.changePasswordTitle })).toBeVisible();
  await otherPage.goto('/nurse/edit-profile');
  await expect(otherPage).toHaveURL(/\/login/);
  await otherDevice.close();

  await logOut(page);
  await logInThroughForm(page, email, 'Masala-Dosa-77');
  await expect(page).toHaveURL(/dashboard$/);
});

test('a patient changes the password from the dashboard through Account security', async ({
  page,
  request,
}) => {
  test.slow();
  // A fresh patient: the seeded ones keep their demo passwords for the other specs.
  const email = uniqueEmail('patientpw');
  await registerByApi(request, { role: 'patient', name: 'Patient Change Password', email });
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('main').getByRole('link', { name: MSG_AUTH.accountSecurity }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MSG_AUTH.accountSecurity);
  await expect(page.getByRole('link', { name: MSG_AUTH.twoFactorLinkTitle })).toHaveAttribute(
    'href',
    '/2fa-setup',
  );
  await expectNoSeriousA11yViolations(page);

  const form = page.getByRole('region', { name: MSG_AUTH.changePasswordTitle });
  await form.getByLabel(MSG_AUTH.currentPassword).fill('not-my-password');
  await form.getByLabel(MSG_AUTH.newPassword).fill('Chai-Biscuit-42');
  await form.getByRole('button', { name: MSG_AUTH.changePassword }).click();
  await expect(form.getByText(MSG_AUTH.currentPasswordWrong)).toBeVisible();

  await form.getByLabel(MSG_AUTH.currentPassword).fill(PASSWORD);
  await form.getByRole('button', { name: MSG_AUTH.changePassword }).click();
  await expect(toast(page, MSG_AUTH.passwordChanged)).toBeVisible();
  await expect(form.getByLabel(MSG_AUTH.currentPassword)).toHaveValue('');
  await expect(form.getByLabel(MSG_AUTH.newPassword)).toHaveValue('');

  await logOut(page);
  await logInThroughForm(page, email, PASSWORD);
  await expect(toast(page, MSG_AUTH.invalidCredentials)).toBeVisible();
  await logInThroughForm(page, email, 'Chai-Biscuit-42');
  await expect(page).toHaveURL(/\/dashboard$/);
});

// ---------------------------------------------------------------------------------------------------------
// Forgot → reset through the outbox
// ---------------------------------------------------------------------------------------------------------

test('forgot password → the e-mailed link → a new password that works', async ({ page, request }) => {
  test.slow(); // a multi-page journey; CI machines are small
  const email = uniqueEmail('reset');
  await registerByApi(request, { role: 'patient', name: 'Reset Patient', email });

  await page.goto('/login');
  await page.getByRole('link', { name: MSG_AUTH.forgotPassword }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('button', { name: MSG_AUTH.sendResetLink }).click();
  await expect(page.getByRole('status').filter({ hasText: MSG_AUTH.resetEmailSent })).toBeVisible();

  let link = '';
  await expect
    .poll(async () => {
      const response = await request.get('/api/dev/outbox');
      const { emails } = (await response.json()) as { emails: { to: string; text: string }[] };
      const mail = emails.find((m) => m.to.includes(email));
      link = /\/reset-password\/[^\s"'<>]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MSG_AUTH.resetPassword);
  await expectNoSeriousA11yViolations(page);
  const newPassword = 'Fresh#Start-2026';
  await page.locator('input[name="password"]').fill(newPassword);
  await page.locator('input[name="confirmPassword"]').fill(`${newPassword}x`);
  await page.getByRole('button', { name: MSG_AUTH.resetPassword }).click();
  await expect(page.getByText(MSG_AUTH.passwordsDoNotMatch)).toBeVisible();
  await page.locator('input[name="confirmPassword"]').fill(newPassword);
  await page.getByRole('button', { name: MSG_AUTH.resetPassword }).click();
  await expect(toast(page, MSG_AUTH.resetSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logInThroughForm(page, email, PASSWORD);
  await expect(toast(page, MSG_AUTH.invalidCredentials)).toBeVisible();
  await logInThroughForm(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

// ---------------------------------------------------------------------------------------------------------
// Admin approval
// ---------------------------------------------------------------------------------------------------------

test('an admin approves a driver, who can then sign in; a rejected technician sees why and resubmits', async ({
  browser,
  request,
}) => {
  test.slow(); // a multi-page journey; CI machines are small
  const driver = { email: uniqueEmail('driver'), name: `Driver ${run}` };
  const technician = { email: uniqueEmail('tech'), name: `Technician ${run}` };
  await registerByApi(request, {
    role: 'ambulance',
    name: driver.name,
    email: driver.email,
    phone: uniquePhone(),
    licenseNumber: 'DL0420110149646',
    vehicleRegistrationNumber: 'DL01AB9999',
    govId: `GOVT${run}D`,
    city: 'Delhi',
  });
  await registerByApi(request, {
    role: 'technician',
    name: technician.name,
    email: technician.email,
    phone: uniquePhone(),
    licenseNumber: `DMLT-${run}-2`,
    city: 'Patna',
    govId: `GOVT${run}X`,
  });

  const driverPage = await (await browser.newContext()).newPage();
  await logInThroughForm(driverPage, driver.email);
  // Refused while pending, told what happens next (decision 052).
  await expect(toast(driverPage, MSG_AUTH.pendingApprovalLogin)).toBeVisible();
  await expect(driverPage).toHaveURL(/\/login$/);

  const admin = await (await browser.newContext()).newPage();
  await logInThroughForm(admin, 'admin@arogya.health', 'Admin@12345');
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(MSG_ADMIN.title);
  const driverCard = admin.getByRole('listitem', { name: driver.name });
  await expect(driverCard).toBeVisible();
  await expect(driverCard).toContainText('Ambulance Driver');
  await expect(driverCard).toContainText(driver.email);
  // The seeded pending doctor carries a duplicate-phone flag, shown by its label.
  await expect(
    admin.getByRole('listitem').filter({ hasText: 'Duplicate phone number detected' }).first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  await driverCard.getByRole('button', { name: MSG_ADMIN.approve }).click();
  await expect(driverCard).toHaveCount(0);

  const technicianCard = admin.getByRole('listitem', { name: technician.name });
  await technicianCard.getByRole('button', { name: MSG_ADMIN.reject }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await dialog.getByRole('button', { name: MSG_ADMIN.reject }).click();
  await expect(dialog.getByText(MSG_ADMIN.rejectReasonRequired)).toBeVisible();
  await dialog.getByLabel(MSG_ADMIN.rejectReason).fill('Certification could not be verified.');
  await dialog.getByRole('button', { name: MSG_ADMIN.reject }).click();
  await expect(dialog).toBeHidden();
  await expect(technicianCard).toHaveCount(0);

  await logInThroughForm(driverPage, driver.email);
  await expect(toast(driverPage, MSG_AUTH.loginSuccess)).toBeVisible();
  await expect(driverPage).toHaveURL(/\/$/);
  await expect(driverPage.getByText(`Welcome, ${driver.name}`).first()).toBeAttached();

  // A rejected professional signs in (decision 052), sees the reason on the dashboard and resubmits.
  const technicianPage = await (await browser.newContext()).newPage();
  await logInThroughForm(technicianPage, technician.email);
  await expect(toast(technicianPage, MSG_AUTH.loginSuccess)).toBeVisible();
  await technicianPage.goto('/technician/dashboard');
  const rejected = technicianPage.getByRole('region', { name: MSG_PROFILE.rejectedTitle });
  await expect(rejected).toContainText('Certification could not be verified.');
  await expectNoSeriousA11yViolations(technicianPage);
  await rejected.getByRole('button', { name: MSG_PROFILE.resubmit }).click();
  await expect(toast(technicianPage, MSG_PROFILE.resubmitted)).toBeVisible();
  await expect(technicianPage.getByRole('region', { name: MSG_PROFILE.awaitingTitle })).toBeVisible();
  // Back in the admin's Pending Approvals.
  await admin.reload();
  await expect(admin.getByRole('listitem', { name: technician.name })).toBeVisible();
});

// ---------------------------------------------------------------------------------------------------------
// Profile editor: picture upload and deactivation
// ---------------------------------------------------------------------------------------------------------

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a nurse uploads a picture, is refused a PDF, saves, then deactivates the account', async ({
  page,
  request,
}) => {
  test.slow(); // a multi-page journey; CI machines are small
  const email = uniqueEmail('nurse-profile');
  await registerByApi(request, {
    role: 'nurse',
    name: 'Nurse Profile',
    email,
    phone: uniquePhone(),
    specialty: 'Child Care',
    city: 'Chennai',
    experience: 3,
    licenseNumber: 'TNNC/2021/5555',
  });
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/dashboard$/);
  await page.goto('/nurse/edit-profile');
  await expect(page.getByRole('main').getByLabel('Email')).toHaveValue(email);
  await expect(page.getByText(MSG_PROFILE.emailReadOnly)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const picker = page.locator('input[type="file"]');
  await expect(picker).toHaveAttribute('accept', 'image/*');
  await picker.setInputFiles({
    name: 'report.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByRole('alert').filter({ hasText: MSG_PROFILE.imagesOnly })).toBeVisible();

  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, MSG_PROFILE.imageUploaded)).toBeVisible();
  await expect(page.getByRole('img', { name: MSG_PROFILE.pictureAlt })).toBeVisible();
  await page.getByRole('main').getByLabel('Name').fill('Nurse Profile Updated');
  await page.getByRole('button', { name: MSG_PROFILE.saveChanges }).click();
  await expect(toast(page, MSG_PROFILE.updated)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main').getByLabel('Name')).toHaveValue('Nurse Profile Updated');
  await expect(page.getByRole('img', { name: MSG_PROFILE.pictureAlt })).toBeVisible();

  await page.getByRole('button', { name: MSG_PROFILE.deactivate }).click();
  const dialog = page.getByRole('dialog', { name: MSG_PROFILE.deactivate });
  await expect(dialog).toContainText(MSG_PROFILE.confirmDeactivate);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: MSG_PROFILE.deactivate }).click();
  await expect(toast(page, MSG_PROFILE.deactivated)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  await logInThroughForm(page, email);
  await expect(toast(page, MSG_AUTH.accountDeactivated)).toBeVisible();
});
