import type { Role } from '@arogya/contract/constants/auth';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { loginResponseSchema, sessionResponseSchema } from '@arogya/contract/schemas/auth';
import { devInfoResponseSchema } from '@arogya/contract/schemas/dev';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { field } from '../../../test/queries';
import { LoginPage } from './login-page';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const USER_ID = '7f1c2b9e-0000-4000-8000-0000000000ff';

function stubLogin(role: Role, { twoFactor = false } = {}) {
  const user = contractUser({ _id: USER_ID, id: USER_ID, role, name: `Test ${role}` });
  return stubApi({
    'POST /api/auth/login': () =>
      contractJson(
        loginResponseSchema,
        twoFactor
          ? { twoFactorRequired: true, userId: USER_ID, msg: 'Two-factor code required.' }
          : { token: 'tok-1', user, msg: 'Login successful!' },
      ),
    'POST /api/auth/2fa/login': ({ body }) =>
      (body as { token: string }).token === '123456'
        ? contractJson(sessionResponseSchema, { token: 'tok-2fa', user, msg: 'Login successful!' })
        : apiError(401, MSG_AUTH.invalidTwoFactorToken, 'UNAUTHORIZED'),
    'GET /api/auth/me': () => contractJson(sessionUserSchema, user),
  });
}

async function logIn(at = '/login') {
  const router = renderPage(<LoginPage />, { path: '/login', at });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), 'someone@example.com');
  await user.type(field('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return { router, user };
}

describe('LoginPage routing after login (spec 01 §4)', () => {
  it.each<[Role, string, string]>([
    ['admin', '/login', '/admin'],
    ['patient', '/login', '/dashboard'],
    ['patient', '/login?redirect=/doctors/42', '/doctors/42'],
    ['patient', '/login?redirect=//evil.example.com', '/dashboard'],
    ['patient', '/login?redirect=https://evil.example.com', '/dashboard'],
    ['doctor', '/login?redirect=/doctors/42', '/doctor/dashboard'],
    ['nurse', '/login', '/doctor/dashboard'],
    ['technician', '/login', '/technician/dashboard'],
    ['ambulance', '/login', '/'],
  ])('%s from %s goes to %s', async (role, at, target) => {
    const api = stubLogin(role);
    const { router } = await logIn(at);
    expect(await screen.findByTestId('location')).toHaveTextContent(target);
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('tok-1');
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'someone@example.com',
      password: 'secret1',
    });
    // A patient's login replaces the login page in history.
    if (role === 'patient') expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the server message when the login is refused, and stays', async () => {
    stubApi({ 'POST /api/auth/login': () => apiError(401, 'Invalid email or password.', 'UNAUTHORIZED') });
    await logIn();
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("falls back to 'Login failed. Please check your credentials.'", async () => {
    stubApi({ 'POST /api/auth/login': () => new Response(null, { status: 500 }) });
    await logIn();
    expect(await screen.findByText('Login failed. Please check your credentials.')).toBeInTheDocument();
  });

  it('requires email and password before calling the server', async () => {
    const api = stubApi({});
    renderPage(<LoginPage />, { path: '/login' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('links to Forgot Password and Register', async () => {
    stubApi({});
    renderPage(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('sends someone already logged in to their home', async () => {
    window.localStorage.setItem('token', 'existing');
    stubApi({
      'GET /api/auth/me': () => contractJson(sessionUserSchema, contractUser({ role: 'technician' })),
    });
    renderPage(<LoginPage />, { path: '/login' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/technician/dashboard');
  });
});

describe('LoginPage two-factor step (spec 01 §2, §4)', () => {
  it('switches to the Authenticator Code form and verifies with the kept user id', async () => {
    const api = stubLogin('patient', { twoFactor: true });
    const { user } = await logIn('/login?redirect=/doctors/42');

    expect(await screen.findByRole('heading', { level: 1, name: 'Authenticator Code' })).toBeInTheDocument();
    const code = field('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveFocus();
    expect(window.localStorage.getItem('token')).toBeNull();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    // After the code step a patient always goes to /dashboard, whatever the redirect.
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(api.callsTo('POST /api/auth/2fa/login')[0]?.body).toEqual({ userId: USER_ID, token: '123456' });
    expect(window.localStorage.getItem('token')).toBe('tok-2fa');
  });

  it.each<[Role, string]>([
    ['admin', '/admin'],
    ['doctor', '/doctor/dashboard'],
    ['technician', '/technician/dashboard'],
  ])('after the code step a %s goes to %s', async (role, target) => {
    stubLogin(role, { twoFactor: true });
    const { user } = await logIn();
    await user.type(await screen.findByLabelText(/^6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(target);
  });

  it('refuses a code that is not 6 digits, then shows the server refusal', async () => {
    const api = stubLogin('doctor', { twoFactor: true });
    const { user } = await logIn();
    const code = await screen.findByLabelText(/^6-digit code/);
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter a valid 6-digit code.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/auth/2fa/login')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid 2FA token.')).toBeInTheDocument();
  });

  it('Back to login returns to the password form', async () => {
    stubLogin('doctor', { twoFactor: true });
    const { user } = await logIn();
    await user.click(await screen.findByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('LoginPage demo accounts (development only)', () => {
  const DEMO = [
    { role: 'admin', email: 'admin@arogya.health', password: 'Admin@12345', note: 'approvals' },
    { role: 'patient', email: 'priya@arogya.health', password: 'Patient@123', note: 'Mumbai' },
  ];

  it('fills the form with one click when the server is in development', async () => {
    const api = stubApi({
      'GET /api/dev/info': () =>
        contractJson(devInfoResponseSchema, { demoAccounts: DEMO, mailboxPath: '/dev/mailbox' }),
      'POST /api/auth/login': () =>
        contractJson(loginResponseSchema, {
          token: 'tok-1',
          user: contractUser({ _id: USER_ID, id: USER_ID, role: 'patient' }),
          msg: 'Login successful!',
        }),
      'GET /api/auth/me': () =>
        contractJson(sessionUserSchema, contractUser({ _id: USER_ID, id: USER_ID, role: 'patient' })),
    });
    renderPage(<LoginPage />, { path: '/login' });
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Demo accounts' });
    expect(panel).toHaveTextContent('admin@arogya.health');
    await user.click(screen.getByRole('button', { name: 'Use Patient account priya@arogya.health' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('priya@arogya.health');
    expect(field('Password')).toHaveValue('Patient@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'priya@arogya.health',
      password: 'Patient@123',
    });
  });

  it('shows no panel where the server has no development route (production)', async () => {
    const api = stubApi({});
    renderPage(<LoginPage />, { path: '/login' });
    await screen.findByRole('button', { name: 'Login' });
    await vi.waitFor(() => expect(api.callsTo('GET /api/dev/info')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Demo accounts' })).not.toBeInTheDocument();
    expect(screen.queryByText('priya@arogya.health')).not.toBeInTheDocument();
  });
});
