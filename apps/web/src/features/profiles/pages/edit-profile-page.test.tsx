import { twoFactorChangeResponseSchema } from '@arogya/contract/schemas/auth';
import { msgSchema } from '@arogya/contract/schemas/common';
import { uploadedImageSchema } from '@arogya/contract/schemas/files';
import { ownProfileSchema, sessionUserSchema } from '@arogya/contract/schemas/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractProfile, contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { field } from '../../../test/queries';
import { EditProfilePage } from './edit-profile-page';

// The professional section's Leaflet map is not rendered in jsdom.
vi.mock('../components/service-area-map', () => ({ ServiceAreaMap: () => null }));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('token', 'tok');
});

const UPLOADED = '/api/files/7f1c2b9e-0000-4000-8000-0000000000f1';

function stubProfile(overrides: Parameters<typeof contractProfile>[0] = {}, extra = {}) {
  let profile = contractProfile({
    role: 'doctor',
    name: 'Dr Ravi Menon',
    email: 'ravi@example.com',
    ...overrides,
  });
  return stubApi({
    'GET /api/auth/me': () => contractJson(sessionUserSchema, contractUser({ ...profile })),
    'GET /api/profile/me': () => contractJson(ownProfileSchema, profile),
    'PUT /api/profile/me': ({ body }) => {
      profile = { ...profile, ...(body as object) };
      return contractJson(ownProfileSchema, profile);
    },
    'POST /api/uploads/image': () =>
      contractJson(uploadedImageSchema, { secure_url: UPLOADED, url: UPLOADED, _id: 'f1' }, 201),
    ...extra,
  });
}

function renderEditor() {
  renderPage(<EditProfilePage title="Edit Doctor Profile" />, { path: '/doctor/edit-profile' });
  return userEvent.setup({ applyAccept: false });
}

describe('EditProfilePage — account parts (spec 02 §2, §5, §8)', () => {
  it('changes the password: a wrong current one under its field, then success clears the form', async () => {
    const api = stubProfile(
      {},
      {
        'PUT /api/auth/password': ({ body }: { body: unknown }) =>
          (body as { currentPassword: string }).currentPassword === 'right-password'
            ? contractJson(msgSchema, {
                msg: 'Your password has been changed. Other devices have been signed out.',
              })
            : apiError(400, 'Your current password is incorrect.'),
      },
    );
    const user = renderEditor();
    const section = await screen.findByRole('region', { name: 'Change password' });
    await user.type(within(section).getByLabelText(/^Current Password/), 'wrong-password');
    await user.type(within(section).getByLabelText(/^New Password/), 'abc');
    await user.click(within(section).getByRole('button', { name: 'Change Password' }));
    expect(await within(section).findByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/password')).toHaveLength(0);

    await user.clear(within(section).getByLabelText(/^New Password/));
    await user.type(within(section).getByLabelText(/^New Password/), 'Masala-Dosa-77');
    await user.click(within(section).getByRole('button', { name: 'Change Password' }));
    expect(await within(section).findByText('Your current password is incorrect.')).toBeInTheDocument();

    await user.clear(within(section).getByLabelText(/^Current Password/));
    await user.type(within(section).getByLabelText(/^Current Password/), 'right-password');
    await user.click(within(section).getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText('Your password has been changed. Other devices have been signed out.'),
    ).toBeInTheDocument();
    expect(within(section).getByLabelText(/^Current Password/)).toHaveValue('');
    expect(api.callsTo('PUT /api/auth/password').at(-1)?.body).toEqual({
      currentPassword: 'right-password',
      newPassword: 'Masala-Dosa-77',
    });
    expect(window.localStorage.getItem('token')).toBe('tok');
  });

  it('loads the profile: editable name, read-only email with its hint', async () => {
    stubProfile();
    renderEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Doctor Profile' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Dr Ravi Menon')).toBeInTheDocument();
    const email = field('Email');
    expect(email).toHaveValue('ravi@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Email cannot be changed.');
  });

  it("shows 'Could not load your profile.' with Retry", async () => {
    stubApi({ 'GET /api/profile/me': () => apiError(500, 'boom', 'INTERNAL') });
    renderEditor();
    expect(await screen.findByText('Could not load your profile.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('refuses a non-image before uploading anything', async () => {
    const api = stubProfile();
    const user = renderEditor();
    const input = await screen.findByLabelText(/Profile Picture/);
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' }));
    expect((await screen.findAllByText('Please choose an image file.')).length).toBeGreaterThan(0);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/uploads/image')).toHaveLength(0);
  });

  it('uploads an image, then saves its URL with the name', async () => {
    const api = stubProfile();
    const user = renderEditor();
    const input = await screen.findByLabelText(/Profile Picture/);
    await user.upload(input, new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Image uploaded successfully!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', UPLOADED);
    const uploadBody = api.callsTo('POST /api/uploads/image')[0]?.body;
    expect(uploadBody).toBeInstanceOf(FormData);
    expect((uploadBody as FormData).get('file')).toBeInstanceOf(File);

    const name = field('Name');
    await user.clear(name);
    await user.type(name, 'Dr Ravi K Menon');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/profile/me')[0]?.body).toEqual({
      name: 'Dr Ravi K Menon',
      profilePictureUrl: UPLOADED,
    });
  });

  it("says 'Image upload failed.' when the upload is refused", async () => {
    stubProfile({}, { 'POST /api/uploads/image': () => apiError(415, 'This file type is not supported.') });
    const user = renderEditor();
    const input = await screen.findByLabelText(/Profile Picture/);
    await user.upload(input, new File(['x'], 'odd.heic', { type: 'image/heic' }));
    expect((await screen.findAllByText('Image upload failed.')).length).toBeGreaterThan(0);
  });

  it("requires a name and says 'Failed to update profile.' when saving fails", async () => {
    stubProfile({}, { 'PUT /api/profile/me': () => new Response(null, { status: 500 }) });
    const user = renderEditor();
    const name = await screen.findByDisplayValue('Dr Ravi Menon');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    await user.type(name, 'Dr R Menon');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
  });
});

describe('EditProfilePage — two-factor (spec 02 §2, §4)', () => {
  it('links to /2fa-setup when 2FA is off', async () => {
    stubProfile();
    renderEditor();
    expect(await screen.findByText('Two-factor authentication is off.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up 2FA' })).toHaveAttribute('href', '/2fa-setup');
  });

  it('disables with a current code and stores the fresh token', async () => {
    const api = stubProfile(
      { isTwoFactorEnabled: true },
      {
        'POST /api/twofactor/disable': () =>
          contractJson(twoFactorChangeResponseSchema, { msg: '2FA disabled', token: 'fresh' }),
      },
    );
    const user = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Disable 2FA' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-factor authentication?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }));
    expect(await within(dialog).findByText('Please enter a valid 6-digit code.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^6-digit code/), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }));
    expect(await screen.findByText('2FA has been disabled successfully')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('fresh');
    expect(api.callsTo('POST /api/twofactor/disable')[0]?.body).toEqual({ token: '654321' });
  });

  it('can use the password instead, and shows the server refusal', async () => {
    const api = stubProfile(
      { isTwoFactorEnabled: true },
      { 'POST /api/twofactor/disable': () => apiError(400, 'The password is incorrect.') },
    );
    const user = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Disable 2FA' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Use your password instead' }));
    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }));
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/twofactor/disable')[0]?.body).toEqual({ password: 'wrong-one' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('EditProfilePage — deactivation (spec 02 §4, §8)', () => {
  it('asks for confirmation; Cancel does nothing', async () => {
    const api = stubProfile();
    const user = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Account' });
    expect(dialog).toHaveAccessibleDescription('Deactivate your account? You will be logged out.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/profile/me')).toHaveLength(0);
  });

  it('on confirmation deactivates, clears storage but the theme, and goes to /login', async () => {
    window.localStorage.setItem('theme', 'dark');
    window.localStorage.setItem('dismissedAnnouncements', '["a1"]');
    const api = stubProfile(
      {},
      { 'DELETE /api/profile/me': () => contractJson(msgSchema, { msg: 'Account deactivated.' }) },
    );
    const user = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Account' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate Account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByText('Account deactivated.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/profile/me')).toHaveLength(1);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('dismissedAnnouncements')).toBeNull();
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it("keeps the session and shows the server message, else 'Failed to deactivate account'", async () => {
    stubProfile({}, { 'DELETE /api/profile/me': () => new Response(null, { status: 500 }) });
    const user = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Account' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate Account' }));
    expect(await screen.findByText('Failed to deactivate account')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('tok');
  });
});
