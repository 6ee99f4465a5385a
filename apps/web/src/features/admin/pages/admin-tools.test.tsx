import {
  auditLogPageSchema,
  pendingProfileChangeSchema,
  pendingUserSchema,
  platformStatsSchema,
} from '@arogya/contract/schemas/admin';
import type { Announcement } from '@arogya/contract/schemas/announcements';
import { announcementListSchema, announcementSavedSchema } from '@arogya/contract/schemas/announcements';
import {
  type AdminDischargeRequest,
  adminDischargeRequestListSchema,
  dischargeRequestHandledSchema,
} from '@arogya/contract/schemas/discharge-concierge';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractJson } from '../../../test/msw';
import { field } from '../../../test/queries';
import { AdminDashboardPage } from './admin-dashboard-page';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const NOTICE: Announcement = {
  _id: '01a21611-0000-7000-8000-000000000001',
  message: 'Clinic hours change on Sunday',
  severity: 'Warning',
  targetRole: 'Patients Only',
  isActive: true,
  startsAt: null,
  endsAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const REQUEST: AdminDischargeRequest = {
  _id: '01a21611-0000-7000-8000-0000000000d1',
  patientName: 'Lakshmi Shah',
  phone: '+919876543210',
  email: null,
  hospitalName: 'Lilavati Hospital',
  dischargeDate: '2026-11-21',
  status: 'new',
  createdAt: '2026-11-20T09:00:00.000Z',
  handledAt: null,
  requester: null,
  handledBy: null,
};

function stubDashboard(routes: Parameters<typeof stubApi>[0]) {
  return stubApi({
    'GET /api/admin/pending': () => contractJson(pendingUserSchema.array(), []),
    'GET /api/admin/profile-changes': () => contractJson(pendingProfileChangeSchema.array(), []),
    'GET /api/admin/stats': () =>
      contractJson(platformStatsSchema, {
        usersByRole: { patient: 3, doctor: 2, nurse: 1, technician: 0, ambulance: 0, admin: 1 },
        pendingApprovals: 0,
        bookingsToday: 5,
        openAmbulanceRequests: 0,
        asOf: '2026-11-20T10:00:00.000Z',
      }),
    'GET /api/admin/discharge-requests': () => contractJson(adminDischargeRequestListSchema, []),
    'GET /api/admin/audit-log?page=1': () =>
      contractJson(auditLogPageSchema, {
        entries: [],
        page: 1,
        totalPages: 1,
        total: 0,
        actions: ['announcement.created'],
      }),
    'GET /api/announcements': () => contractJson(announcementListSchema, []),
    ...routes,
  });
}

function render() {
  renderPage(<AdminDashboardPage />, { path: '/admin' });
  return userEvent.setup();
}

describe('admin dashboard tools', () => {
  it('shows the platform counts', async () => {
    stubDashboard({});
    render();
    const stats = await screen.findByRole('region', { name: 'Platform at a glance' });
    expect(await within(stats).findByText('Bookings today')).toBeInTheDocument();
    expect(within(stats).getByText('7')).toBeInTheDocument();
  });

  it("says 'Failed to fetch announcements' when the list fails", async () => {
    stubDashboard({ 'GET /api/announcements': () => apiError(500, 'boom', 'INTERNAL') });
    render();
    expect(await screen.findByText('Failed to fetch announcements')).toBeInTheDocument();
  });

  it('creates an announcement (message required) and toasts the spec text', async () => {
    const api = stubDashboard({
      'POST /api/announcements': () =>
        contractJson(
          announcementSavedSchema,
          {
            msg: 'Announcement created successfully',
            message: 'Announcement created successfully',
            announcement: NOTICE,
          },
          201,
        ),
    });
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'New Announcement' }));
    const dialog = screen.getByRole('dialog', { name: 'New Announcement' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Announcement message is required.')).toBeInTheDocument();
    await user.type(field('Message'), NOTICE.message);
    await user.selectOptions(field('Severity'), 'Warning');
    await user.selectOptions(field('Show to'), 'Patients Only');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Announcement created successfully')).toBeInTheDocument();
    expect(api.callsTo('POST /api/announcements')[0]!.body).toMatchObject({
      message: NOTICE.message,
      severity: 'Warning',
      targetRole: 'Patients Only',
      isActive: true,
      startsAt: null,
      endsAt: null,
    });
  });

  it("asks before deleting, and says 'Failed to delete announcement' when it fails", async () => {
    const api = stubDashboard({
      'GET /api/announcements': () => contractJson(announcementListSchema, [NOTICE]),
      [`DELETE /api/announcements/${NOTICE._id}`]: () => apiError(500, 'boom', 'INTERNAL'),
    });
    const user = render();
    const item = await screen.findByRole('listitem', { name: NOTICE.message });
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this announcement?' });
    expect(api.callsTo(`DELETE /api/announcements/${NOTICE._id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete announcement')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/announcements/${NOTICE._id}`)).toHaveLength(1);
  });

  it('marks a discharge request handled', async () => {
    const api = stubDashboard({
      'GET /api/admin/discharge-requests': () => contractJson(adminDischargeRequestListSchema, [REQUEST]),
      [`PUT /api/admin/discharge-requests/${REQUEST._id}`]: () =>
        contractJson(dischargeRequestHandledSchema, {
          msg: 'Request marked as handled',
          message: 'Request marked as handled',
          request: { ...REQUEST, status: 'handled' },
        }),
    });
    const user = render();
    const card = await screen.findByRole('listitem', { name: 'Lakshmi Shah' });
    await user.click(within(card).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Request marked as handled')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/admin/discharge-requests/${REQUEST._id}`)[0]!.body).toEqual({
      status: 'handled',
    });
  });
});
