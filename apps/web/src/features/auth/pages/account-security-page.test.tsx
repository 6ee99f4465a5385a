import { msgSchema } from '@arogya/contract/schemas/common';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { AccountSecurityPage } from './account-security-page';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('token', 'tok');
});

function stubPatient({ twoFactor = false } = {}) {
  return stubApi({
    'GET /api/auth/me': () =>
      contractJson(
        sessionUserSchema,
        contractUser({ role: 'patient', name: 'Rahul Verma', isTwoFactorEnabled: twoFactor }),
      ),
    'PUT /api/auth/password': ({ body }: { body: unknown }) =>
      (body as { currentPassword: string }).currentPassword === 'Patient@123'
        ? contractJson(msgSchema, {
            msg: 'Your password has been changed. Other devices have been signed out.',
          })
        : apiError(400, 'Your current password is incorrect.'),
  });
}

describe('AccountSecurityPage (/account/security)', () => {
  it('renders the change-password form and the way to two-factor authentication', async () => {
    stubPatient();
    renderPage(<AccountSecurityPage />, { path: '/account/security' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account security' })).toBeInTheDocument();
    const password = screen.getByRole('region', { name: 'Change password' });
    expect(within(password).getByLabelText(/^Current Password/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(within(password).getByLabelText(/^New Password/)).toHaveAttribute('autocomplete', 'new-password');
    const twoFactor = screen.getByRole('region', { name: 'Two-factor authentication' });
    expect(await within(twoFactor).findByText('Two-factor authentication is off.')).toBeInTheDocument();
    expect(within(twoFactor).getByRole('link', { name: 'Two-factor authentication' })).toHaveAttribute(
      'href',
      '/2fa-setup',
    );
  });

  it('says so when two-factor authentication is already on', async () => {
    stubPatient({ twoFactor: true });
    renderPage(<AccountSecurityPage />, { path: '/account/security' });
    expect(await screen.findByText('Two-factor authentication is on.')).toBeInTheDocument();
  });

  it('shows a wrong current password under its field, then clears the form on success', async () => {
    const api = stubPatient();
    renderPage(<AccountSecurityPage />, { path: '/account/security' });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Change password' });
    const current = within(section).getByLabelText(/^Current Password/);
    const next = within(section).getByLabelText(/^New Password/);

    await user.type(current, 'not-my-password');
    await user.type(next, 'Masala-Dosa-77');
    await user.click(within(section).getByRole('button', { name: 'Change Password' }));
    const refusal = await within(section).findByText('Your current password is incorrect.');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current.getAttribute('aria-describedby') ?? '').toContain(refusal.id);
    expect(next).toHaveValue('Masala-Dosa-77');

    await user.clear(current);
    await user.type(current, 'Patient@123');
    await user.click(within(section).getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText('Your password has been changed. Other devices have been signed out.'),
    ).toBeInTheDocument();
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
    expect(within(section).queryByText('Your current password is incorrect.')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/password').at(-1)?.body).toEqual({
      currentPassword: 'Patient@123',
      newPassword: 'Masala-Dosa-77',
    });
  });
});
