import {
  auditLogPageSchema,
  pendingProfileChangeSchema,
  pendingUserSchema,
  platformStatsSchema,
} from '@arogya/contract/schemas/admin';
import { announcementListSchema } from '@arogya/contract/schemas/announcements';
import { msgSchema } from '@arogya/contract/schemas/common';
import { adminDischargeRequestListSchema } from '@arogya/contract/schemas/discharge-concierge';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractPendingUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { field } from '../../../test/queries';
import { AdminDashboardPage } from './admin-dashboard-page';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const DOCTOR = contractPendingUser({
  _id: '7f1c2b9e-0000-4000-8000-0000000000d1',
  id: '7f1c2b9e-0000-4000-8000-0000000000d1',
  name: 'Dr Kavya Iyer',
  role: 'doctor',
  email: 'kavya@example.com',
  specialty: 'Cardiologist',
  city: 'Chennai',
  flags: ['DUPLICATE_PHONE', 'DISPOSABLE_EMAIL', 'SOMETHING_NEW'],
  createdAt: '2026-11-18T09:30:00.000Z',
});
const DRIVER = contractPendingUser({ name: 'Imran Khan', role: 'ambulance', flags: [] });

const EMPTY_AUDIT = { entries: [], page: 1, totalPages: 1, total: 0, actions: ['user.approved'] };
const STATS = {
  usersByRole: { patient: 3, doctor: 2, nurse: 1, technician: 0, ambulance: 0, admin: 1 },
  pendingApprovals: 2,
  bookingsToday: 5,
  openAmbulanceRequests: 0,
  asOf: '2026-11-20T10:00:00.000Z',
};

/** The dashboard's sections: pending applications as given, every other section empty unless given. */
function stubAdmin(routes: Parameters<typeof stubApi>[0]) {
  return stubApi({
    'GET /api/admin/profile-changes': () => contractJson(pendingProfileChangeSchema.array(), []),
    'GET /api/admin/stats': () => contractJson(platformStatsSchema, STATS),
    'GET /api/announcements': () => contractJson(announcementListSchema, []),
    'GET /api/admin/discharge-requests': () => contractJson(adminDischargeRequestListSchema, []),
    'GET /api/admin/audit-log?page=1': () => contractJson(auditLogPageSchema, EMPTY_AUDIT),
    ...routes,
  });
}

function renderAdmin() {
  renderPage(<AdminDashboardPage />, { path: '/admin' });
  return userEvent.setup();
}

function cardOf(name: string): HTMLElement {
  return screen.getByRole('listitem', { name });
}

describe('AdminDashboardPage (spec 02 §2, §8)', () => {
  it('has its title and the link to the admin profile editor', async () => {
    stubAdmin({ 'GET /api/admin/pending': () => contractJson(pendingUserSchema.array(), []) });
    renderAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/admin/edit-profile');
    expect(screen.getByRole('heading', { level: 2, name: 'Pending Approvals' })).toBeInTheDocument();
  });

  it('shows Loading... then the empty state', async () => {
    stubAdmin({ 'GET /api/admin/pending': () => contractJson(pendingUserSchema.array(), []) });
    renderAdmin();
    expect(screen.getAllByText('Loading...')).toHaveLength(6);
    expect(await screen.findByText('No pending approvals.')).toBeInTheDocument();
    expect(await screen.findByText('No profile changes waiting.')).toBeInTheDocument();
  });

  it('shows the error with Retry, which loads again', async () => {
    let attempts = 0;
    stubAdmin({
      'GET /api/admin/pending': () => {
        attempts += 1;
        return attempts === 1
          ? apiError(500, 'boom', 'INTERNAL')
          : contractJson(pendingUserSchema.array(), [DRIVER]);
      },
    });
    const user = renderAdmin();
    expect(await screen.findByText('Failed to load pending approvals')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Imran Khan' })).toBeInTheDocument();
  });

  it('lists each application with role, e-mail, specialty, city, date and flag labels (unknown codes raw)', async () => {
    stubAdmin({ 'GET /api/admin/pending': () => contractJson(pendingUserSchema.array(), [DOCTOR, DRIVER]) });
    renderAdmin();
    const card = await screen.findByRole('listitem', { name: 'Dr Kavya Iyer' });
    const inCard = within(card);
    for (const text of ['Doctor', 'kavya@example.com', 'Cardiologist', 'Chennai', '18 Nov 2026']) {
      expect(inCard.getByText(text)).toBeInTheDocument();
    }
    const flags = within(inCard.getByRole('list', { name: 'Flags' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(flags).toEqual([
      'Duplicate phone number detected',
      'Disposable/temporary email detected',
      'SOMETHING_NEW',
    ]);
    expect(within(cardOf('Imran Khan')).getByText('Ambulance Driver')).toBeInTheDocument();
    expect(within(cardOf('Imran Khan')).getByText('No flags')).toBeInTheDocument();
    expect(screen.getByText('2 waiting')).toBeInTheDocument();
  });

  it("approves: toasts the server's message and the card leaves the list", async () => {
    const api = stubAdmin({
      'GET /api/admin/pending': () => contractJson(pendingUserSchema.array(), [DOCTOR, DRIVER]),
      [`PUT /api/admin/approve/${DRIVER._id}`]: () =>
        contractJson(msgSchema, { msg: 'User approved successfully' }),
    });
    const user = renderAdmin();
    await screen.findByRole('listitem', { name: 'Imran Khan' });
    await user.click(within(cardOf('Imran Khan')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('User approved successfully')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Imran Khan' })).not.toBeInTheDocument();
    expect(cardOf('Dr Kavya Iyer')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/admin/approve/${DRIVER._id}`)).toHaveLength(1);
  });

  it("keeps the card and shows 'Approval failed' when approving fails", async () => {
    stubAdmin({
      'GET /api/admin/pending': () => contractJson(pendingUserSchema.array(), [DRIVER]),
      [`PUT /api/admin/approve/${DRIVER._id}`]: () => new Response(null, { status: 500 }),
    });
    const user = renderAdmin();
    await screen.findByRole('listitem', { name: 'Imran Khan' });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approval failed')).toBeInTheDocument();
    expect(cardOf('Imran Khan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('drops a card another admin already decided (409)', async () => {
    stubAdmin({
      'GET /api/admin/pending': () => contractJson(pendingUserSchema.array(), [DRIVER]),
      [`PUT /api/admin/approve/${DRIVER._id}`]: () =>
        apiError(409, 'This account has already been reviewed.', 'CONFLICT'),
    });
    const user = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This account has already been reviewed.')).toBeInTheDocument();
    expect(await screen.findByText('No pending approvals.')).toBeInTheDocument();
  });

  it('rejects only with a reason, then removes the card', async () => {
    const api = stubAdmin({
      'GET /api/admin/pending': () => contractJson(pendingUserSchema.array(), [DOCTOR]),
      [`PUT /api/admin/reject/${DOCTOR._id}`]: () => contractJson(msgSchema, { msg: 'User rejected' }),
    });
    const user = renderAdmin();
    await screen.findByRole('listitem', { name: 'Dr Kavya Iyer' });
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Dr Kavya Iyer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give a reason for the rejection.')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/admin/reject/${DOCTOR._id}`)).toHaveLength(0);

    await user.type(field('Reason for rejection'), 'Licence number does not match the council register.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('User rejected')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('No pending approvals.')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/admin/reject/${DOCTOR._id}`)[0]?.body).toEqual({
      reason: 'Licence number does not match the council register.',
    });
  });

  it('lists profile changes with before → after and approves one, which leaves the list', async () => {
    const change = {
      _id: '0190c0de-0000-7000-8000-0000000000c1',
      id: '0190c0de-0000-7000-8000-0000000000c1',
      userId: DOCTOR._id,
      name: 'Dr Kavya Iyer',
      role: 'doctor' as const,
      email: 'kavya@example.com',
      diff: [
        { field: 'specialty' as const, before: 'Cardiologist', after: 'Neurologist' },
        { field: 'verifiedSkills' as const, before: ['ECG'], after: ['ECG', 'EEG'] },
      ],
      flags: [],
      createdAt: '2026-11-20T09:30:00.000Z',
    };
    const api = stubAdmin({
      'GET /api/admin/pending': () => contractJson(pendingUserSchema.array(), []),
      'GET /api/admin/profile-changes': () => contractJson(pendingProfileChangeSchema.array(), [change]),
      [`PUT /api/admin/profile-changes/${change._id}`]: () =>
        contractJson(msgSchema, { msg: 'Profile change approved', message: 'Profile change approved' }),
    });
    const user = renderAdmin();
    const card = await screen.findByRole('listitem', { name: 'Dr Kavya Iyer' });
    const inCard = within(card);
    for (const text of ['Cardiologist', 'Neurologist', 'ECG', 'ECG, EEG', 'Specialty', 'Verified skills']) {
      expect(inCard.getByText(text)).toBeInTheDocument();
    }
    await user.click(inCard.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Profile change approved')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/admin/profile-changes/${change._id}`)[0]?.body).toEqual({
      action: 'approve',
    });
    expect(await screen.findByText('No profile changes waiting.')).toBeInTheDocument();
  });
});
