import { msgSchema } from '@arogya/contract/schemas/common';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractJson } from '../../../test/msw';
import { field } from '../../../test/queries';
import { ResetPasswordPage } from './reset-password-page';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function renderReset() {
  renderPage(<ResetPasswordPage />, { path: '/reset-password/:token', at: '/reset-password/abc123' });
  return userEvent.setup();
}

describe('ResetPasswordPage (spec 01 §5, §8)', () => {
  it("refuses passwords that differ with 'Passwords do not match.' and calls nothing", async () => {
    const api = stubApi({});
    const user = renderReset();
    await user.type(field('New Password'), 'secret1');
    await user.type(field('Confirm Password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(field('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('requires both fields and at least 6 characters', async () => {
    stubApi({});
    const user = renderReset();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password.')).toBeInTheDocument();
    await user.type(field('New Password'), '123');
    await user.type(field('Confirm Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeInTheDocument();
  });

  it('posts the new password to the token link, confirms and goes to /login', async () => {
    let release: () => void = () => {};
    const api = stubApi({
      'POST /api/auth/reset-password/abc123': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(contractJson(msgSchema, { msg: 'Password has been reset successfully.' }));
        }),
    });
    const user = renderReset();
    await user.type(field('New Password'), 'secret1');
    await user.type(field('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
    release();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByText('Password has been reset successfully.')).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ password: 'secret1' });
  });

  it("shows the server's message, else 'Failed to reset password.'", async () => {
    stubApi({
      'POST /api/auth/reset-password/abc123': () =>
        apiError(400, 'This reset link is invalid or has expired.'),
    });
    const user = renderReset();
    await user.type(field('New Password'), 'secret1');
    await user.type(field('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('This reset link is invalid or has expired.')).toBeInTheDocument();
  });
});
