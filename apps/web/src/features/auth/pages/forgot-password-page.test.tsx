import { msgSchema } from '@arogya/contract/schemas/common';
import { devInfoResponseSchema } from '@arogya/contract/schemas/dev';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractJson } from '../../../test/msw';
import { field } from '../../../test/queries';
import { ForgotPasswordPage } from './forgot-password-page';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ForgotPasswordPage (spec 01 §5, §8)', () => {
  it('requires the email', async () => {
    const api = stubApi({});
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the link (Sending... while busy) and confirms', async () => {
    let release: () => void = () => {};
    const api = stubApi({
      'POST /api/auth/forgot-password': () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(contractJson(msgSchema, { msg: 'Password reset email sent. Please check your inbox.' }));
        }),
    });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(field('Email'), 'Priya@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset email sent. Please check your inbox.',
    );
    expect(api.callsTo('POST /api/auth/forgot-password')[0]?.body).toEqual({ email: 'priya@example.com' });
  });

  it('in development links the confirmation to the development mailbox; not in production', async () => {
    stubApi({
      'POST /api/auth/forgot-password': () =>
        contractJson(msgSchema, { msg: 'Password reset email sent. Please check your inbox.' }),
      'GET /api/dev/info': () =>
        contractJson(devInfoResponseSchema, { demoAccounts: [], mailboxPath: '/dev/mailbox' }),
    });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(field('Email'), 'priya@arogya.health');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('link', { name: 'Open the development mailbox' })).toHaveAttribute(
      'href',
      '/dev/mailbox',
    );
  });

  it('shows no mailbox link when the server has no development route', async () => {
    const api = stubApi({
      'POST /api/auth/forgot-password': () =>
        contractJson(msgSchema, { msg: 'Password reset email sent. Please check your inbox.' }),
    });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(field('Email'), 'priya@arogya.health');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await screen.findByRole('status');
    await vi.waitFor(() => expect(api.callsTo('GET /api/dev/info')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Open the development mailbox' })).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to send email.'", async () => {
    stubApi({ 'POST /api/auth/forgot-password': () => new Response(null, { status: 502 }) });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(field('Email'), 'priya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to send email.')).toBeInTheDocument();
  });
});
