import { registerResponseSchema } from '@arogya/contract/schemas/auth';
import { errorSchema } from '@arogya/contract/schemas/common';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { field } from '../../../test/queries';
import { RegisterPage } from './register-page';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

type User = ReturnType<typeof userEvent.setup>;

async function fillCommon(user: User, role: string) {
  await user.click(await screen.findByRole('radio', { name: role }));
  await user.type(field('Full Name'), 'Test Person');
  await user.type(field('Email'), 'test@example.com');
  await user.type(field('Password'), 'secret1');
  await user.type(field('Confirm Password'), 'secret1');
  await user.click(screen.getByRole('checkbox', { name: /Privacy Notice/ }));
}

async function fillProfessional(user: User, role: string) {
  await user.type(field('Phone'), '9876543210');
  if (role === 'Doctor' || role === 'Nurse') {
    await user.selectOptions(
      field(role === 'Doctor' ? 'Specialty' : 'Care Category'),
      role === 'Doctor' ? 'Dentist' : 'Elder Care',
    );
    await user.selectOptions(field('City'), 'Pune');
    await user.selectOptions(field('Experience (years)'), '5');
    await user.type(field('Medical License Number'), 'MH-1');
  }
  if (role === 'Lab Technician') {
    await user.type(field('Certification ID'), 'CERT-9');
    await user.selectOptions(field('City'), 'Delhi');
    await user.type(field('Government ID'), 'GOV-9');
  }
  if (role === 'Ambulance Driver') {
    await user.type(field("Driver's License Number"), 'DL-9');
    await user.type(field('Vehicle Registration Number'), 'MH01AB1234');
    await user.type(field('Government ID'), 'GOV-8');
    await user.selectOptions(field('City'), 'Hyderabad');
  }
}

describe('RegisterPage (spec 01 §4, §8)', () => {
  it.each([
    ['Patient', 'patient', '/dashboard'],
    ['Doctor', 'doctor', '/doctor/dashboard'],
    ['Nurse', 'nurse', '/nurse/dashboard'],
  ] as const)('a %s gets a session and lands on %s', async (label, role, target) => {
    const user = contractUser({ role });
    const api = stubApi({
      'POST /api/auth/register': () =>
        contractJson(
          registerResponseSchema,
          { token: 'tok-new', user, pendingApproval: false, msg: 'Registration successful!' },
          201,
        ),
      'GET /api/auth/me': () => contractJson(sessionUserSchema, user),
    });
    renderPage(<RegisterPage />, { path: '/register' });
    const u = userEvent.setup();
    await fillCommon(u, label);
    if (role !== 'patient') await fillProfessional(u, label);
    await u.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(target);
    expect(screen.getByText('Registration successful!')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('tok-new');
    const body = api.callsTo('POST /api/auth/register')[0]?.body as Record<string, unknown>;
    expect(body.role).toBe(role);
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body.privacyConsent).toBe(true);
  });

  it.each([
    ['Lab Technician', 'technician'],
    ['Ambulance Driver', 'ambulance'],
  ] as const)('a %s gets no session, is told approval is pending and goes to /', async (label, role) => {
    stubApi({
      'POST /api/auth/register': () =>
        contractJson(
          registerResponseSchema,
          {
            user: contractUser({ role, approvalStatus: 'pending' }),
            pendingApproval: true,
            msg: 'Your account is pending admin approval.',
          },
          201,
        ),
    });
    renderPage(<RegisterPage />, { path: '/register' });
    const u = userEvent.setup();
    await fillCommon(u, label);
    await fillProfessional(u, label);
    await u.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(await screen.findByText('Your account is pending admin approval.')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("shows the server's message, else 'Registration failed.'", async () => {
    stubApi({
      'POST /api/auth/register': () =>
        apiError(409, 'An account with this email already exists.', 'CONFLICT'),
    });
    renderPage(<RegisterPage />, { path: '/register' });
    const u = userEvent.setup();
    await fillCommon(u, 'Patient');
    await u.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("shows the server's field complaints beside the field", async () => {
    const message = 'This password is too common. Please choose another.';
    stubApi({
      'POST /api/auth/register': () =>
        contractJson(
          errorSchema,
          {
            message,
            msg: message,
            code: 'VALIDATION_FAILED',
            details: [{ path: 'body.password', message }],
            requestId: 'r1',
          },
          400,
        ),
    });
    renderPage(<RegisterPage />, { path: '/register' });
    const u = userEvent.setup();
    await fillCommon(u, 'Patient');
    await u.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findAllByText(message)).toHaveLength(2); // the toast and the field
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    // The hint (very common passwords are refused) and the server's complaint.
    expect(field('Password')).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it("falls back to 'Registration failed.'", async () => {
    stubApi({ 'POST /api/auth/register': () => new Response('oops', { status: 500 }) });
    renderPage(<RegisterPage />, { path: '/register' });
    const u = userEvent.setup();
    await fillCommon(u, 'Patient');
    await u.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration failed.')).toBeInTheDocument();
  });

  it('links to login and sends someone logged in to their home', async () => {
    window.localStorage.setItem('token', 'existing');
    stubApi({ 'GET /api/auth/me': () => contractJson(sessionUserSchema, contractUser({ role: 'admin' })) });
    renderPage(<RegisterPage />, { path: '/register' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin');
  });
});
