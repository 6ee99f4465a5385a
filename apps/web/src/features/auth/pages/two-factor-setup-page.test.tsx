import type { Role } from '@arogya/contract/constants/auth';
import {
  twoFactorChangeResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorVerifyResponseSchema,
} from '@arogya/contract/schemas/auth';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { field } from '../../../test/queries';
import { groupSecret } from '../components/manual-secret';
import { TwoFactorSetupPage } from './two-factor-setup-page';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const QR = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('token', 'old-token');
});

function stub2fa(role: Role, setup: () => Response, verify?: () => Response) {
  let enabled = false;
  return stubApi({
    'GET /api/auth/me': () =>
      contractJson(sessionUserSchema, contractUser({ role, isTwoFactorEnabled: enabled })),
    'POST /api/twofactor/setup': setup,
    'POST /api/twofactor/verify': () => {
      const response =
        verify?.() ??
        contractJson(twoFactorVerifyResponseSchema, {
          msg: '2FA enabled successfully!',
          token: 'new-token',
          recoveryCodes: RECOVERY_CODES,
        });
      if (response.ok) enabled = true;
      return response;
    },
  });
}

const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-2345${i}`);
const setupOk = () =>
  contractJson(twoFactorSetupResponseSchema, {
    qrCodeUrl: QR,
    secret: SECRET,
    otpauthUrl: 'otpauth://totp/Arogya',
  });

describe('TwoFactorSetupPage (spec 02 §2, §5, §8)', () => {
  it('groups the secret in fours for reading', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });

  it('requests a secret once and shows the QR code, the manual key and the code form', async () => {
    const api = stub2fa('doctor', setupOk);
    renderPage(<TwoFactorSetupPage />, { path: '/2fa-setup' });
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute('src', QR);
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent(groupSecret(SECRET));
    expect(field('6-digit code')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: 'Verify & Enable 2FA' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/twofactor/setup')).toHaveLength(1);
  });

  it("refuses anything but 6 digits with 'Please enter a valid 6-digit code.'", async () => {
    const api = stub2fa('doctor', setupOk);
    renderPage(<TwoFactorSetupPage />, { path: '/2fa-setup' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^6-digit code/), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify & Enable 2FA' }));
    expect(await screen.findByText('Please enter a valid 6-digit code.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/twofactor/verify')).toHaveLength(0);
  });

  it("shows 'Invalid token. Please try again.' when the server refuses the code", async () => {
    stub2fa('doctor', setupOk, () => apiError(400, 'Invalid token. Please try again.'));
    renderPage(<TwoFactorSetupPage />, { path: '/2fa-setup' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^6-digit code/), '000000');
    await user.type(screen.getByLabelText(/^Password/), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Verify & Enable 2FA' }));
    expect((await screen.findAllByText('Invalid token. Please try again.')).length).toBeGreaterThan(0);
    expect(field('6-digit code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('needs the password, and shows a wrong one under its field', async () => {
    const api = stub2fa('doctor', setupOk, () => apiError(400, 'The password is incorrect.'));
    renderPage(<TwoFactorSetupPage />, { path: '/2fa-setup' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Enable 2FA' }));
    expect(
      await screen.findByText('Enter your account password to turn on two-factor authentication.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/twofactor/verify')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Password/), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Verify & Enable 2FA' }));
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each<[Role, string]>([
    ['doctor', '/doctor/edit-profile'],
    ['nurse', '/nurse/edit-profile'],
    ['ambulance', '/driver/edit-profile'],
    ['patient', '/dashboard'],
  ])(
    'on success a %s sees the recovery codes once, stays signed in, and returns to %s',
    async (role, target) => {
      const api = stub2fa(role, setupOk);
      renderPage(<TwoFactorSetupPage />, { path: '/2fa-setup' });
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(/^6-digit code/), '123456');
      await user.type(screen.getByLabelText(/^Password/), 'my-password');
      await user.click(screen.getByRole('button', { name: 'Verify & Enable 2FA' }));
      expect(await screen.findByText('2FA enabled successfully!')).toBeInTheDocument();
      const codes = await screen.findByTestId('recovery-codes');
      for (const code of RECOVERY_CODES) expect(codes).toHaveTextContent(code);
      expect(screen.getByRole('button', { name: 'Download codes' })).toBeInTheDocument();
      expect(window.localStorage.getItem('token')).toBe('new-token');
      expect(api.callsTo('POST /api/twofactor/verify')[0]?.body).toEqual({
        token: '123456',
        password: 'my-password',
      });

      await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
      expect(await screen.findByTestId('location')).toHaveTextContent(target);
    },
  );

  it("shows 'Failed to set up 2FA. Please try again later.' with Retry", async () => {
    let attempts = 0;
    const api = stub2fa('doctor', () => {
      attempts += 1;
      return attempts === 1 ? apiError(500, 'boom', 'INTERNAL') : setupOk();
    });
    renderPage(<TwoFactorSetupPage />, { path: '/2fa-setup' });
    expect(await screen.findByText('Failed to set up 2FA. Please try again later.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(api.callsTo('POST /api/twofactor/setup')).toHaveLength(2);
  });

  it('when 2FA is on, a patient can turn it off here with the password', async () => {
    let enabled = true;
    const api = stubApi({
      'GET /api/auth/me': () =>
        contractJson(sessionUserSchema, contractUser({ role: 'patient', isTwoFactorEnabled: enabled })),
      'POST /api/twofactor/disable': () => {
        enabled = false;
        return contractJson(twoFactorChangeResponseSchema, {
          msg: '2FA has been disabled successfully',
          token: 'same-session',
        });
      },
    });
    renderPage(<TwoFactorSetupPage />, { path: '/2fa-setup' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable 2FA' }));
    await user.click(await screen.findByRole('button', { name: 'Use your password instead' }));
    await user.type(screen.getByLabelText(/^Password/), 'my-password');
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }));
    expect(await screen.findByText('2FA has been disabled successfully')).toBeInTheDocument();
    expect(api.callsTo('POST /api/twofactor/disable')[0]?.body).toEqual({ password: 'my-password' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('when 2FA is already on (409) shows the status and the way back to the profile editor', async () => {
    stub2fa('nurse', () => apiError(409, 'Two-factor authentication is already enabled.', 'CONFLICT'));
    renderPage(<TwoFactorSetupPage />, { path: '/2fa-setup' });
    expect(await screen.findByText('Two-factor authentication is already enabled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your profile' })).toHaveAttribute(
      'href',
      '/nurse/edit-profile',
    );
  });
});
