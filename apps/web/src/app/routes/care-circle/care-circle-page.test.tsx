import { MSG_CARE_CIRCLE } from '@arogya/contract/messages/care-circle';
import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import {
  type CareCircle,
  careCircleInvitationsSchema,
  careCircleInvitedSchema,
  careCircleMembershipsSchema,
  careCircleSchema,
} from '@arogya/contract/schemas/care-circle';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { activeVideoCallSchema, videoCallHistorySchema } from '@arogya/contract/schemas/video';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { CareCirclePage } from './care-circle-page';

vi.mock('../../../lib/socket', () => ({
  useSocketEvent: () => {},
  emitSocket: () => false,
  subscribe: () => () => {},
}));

const ME = '7f1c2b9e-0000-4000-8000-000000000001';
const MEMBER = '7f1c2b9e-0000-4000-8000-000000000002';
const CALL = '7f1c2b9e-0000-4000-8000-0000000000c1';
const DOCTOR = '7f1c2b9e-0000-4000-8000-0000000000d1';

const circle = (): CareCircle =>
  careCircleSchema.parse({
    patient: { _id: ME, name: 'Priya Sharma' },
    members: [
      {
        _id: MEMBER,
        user: { _id: '7f1c2b9e-0000-4000-8000-000000000003', name: 'Rohan Sharma' },
        email: 'rohan@example.com',
        role: 'Family',
        status: 'Active',
        shareAppointments: true,
        shareAdherence: false,
        invitedAt: '2026-11-20T10:00:00.000Z',
      },
    ],
  });

function routes(over: Record<string, () => Response> = {}) {
  return {
    'GET /api/auth/me': () =>
      contractJson(sessionUserSchema, contractUser({ _id: ME, id: ME, name: 'Priya Sharma' })),
    'GET /api/profile/my-care-circle': () => contractJson(careCircleSchema, circle()),
    'GET /api/care-circle/invitations': () => contractJson(careCircleInvitationsSchema, { invitations: [] }),
    'GET /api/care-circle/memberships': () => contractJson(careCircleMembershipsSchema, { memberships: [] }),
    'GET /api/video-calls/active/me': () => contractJson(activeVideoCallSchema, { call: null }),
    'GET /api/video-calls/history/me': () =>
      contractJson(videoCallHistorySchema, {
        calls: [
          {
            _id: CALL,
            callId: CALL,
            kind: 'consultation',
            status: 'ended',
            duration: 725,
            createdAt: '2026-11-20T10:00:00.000Z',
            endedAt: '2026-11-20T10:12:05.000Z',
            professional: { _id: DOCTOR, name: 'Arjun Mehta' },
            patient: { _id: ME, name: 'Priya Sharma' },
            participants: [],
          },
        ],
      }),
    ...over,
  };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('token', 'tok');
});

const renderCircle = () => renderPage(<CareCirclePage />, { path: '/care-circle' });

describe('CareCirclePage (spec 01 §2, §5, §8)', () => {
  it('shows the header, the members with status, and the call history with durations', async () => {
    stubApi(routes());
    renderCircle();
    expect(
      await screen.findByRole('heading', { level: 1, name: MSG_CARE_CIRCLE.header }),
    ).toBeInTheDocument();
    const members = await screen.findByRole('region', { name: MSG_CARE_CIRCLE.members });
    expect(within(members).getByText('Rohan Sharma')).toBeInTheDocument();
    expect(within(members).getByText(MSG_CARE_CIRCLE.active)).toBeInTheDocument();
    expect(within(members).getByRole('checkbox', { name: MSG_CARE_CIRCLE.shareAppointments })).toBeChecked();
    // What inviting means for the person's data, with the notice a click away.
    expect(screen.getByText(MSG_PRIVACY_WEB.careCircleInviteLine)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MSG_PRIVACY_WEB.noticeLink })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(await screen.findByText('12 min 5 s')).toBeInTheDocument();
    expect(screen.getByText('with Arjun Mehta')).toBeInTheDocument();
  });

  it('ignores an empty or whitespace-only invite silently, and sends the e-mail with the chosen role', async () => {
    const api = stubApi(
      routes({
        'POST /api/profile/my-care-circle/invite': () =>
          contractJson(
            careCircleInvitedSchema,
            {
              msg: MSG_CARE_CIRCLE.inviteSent,
              message: MSG_CARE_CIRCLE.inviteSent,
              member: {
                ...circle().members[0]!,
                email: 'dr@example.com',
                status: 'Pending',
                user: null,
                role: 'Doctor',
              },
            },
            201,
          ),
      }),
    );
    const user = userEvent.setup();
    renderCircle();
    const email = await screen.findByLabelText(MSG_CARE_CIRCLE.inviteEmail);
    await user.type(email, '   ');
    await user.click(screen.getByRole('button', { name: MSG_CARE_CIRCLE.invite }));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'Dr@Example.com');
    await user.selectOptions(screen.getByLabelText(MSG_CARE_CIRCLE.inviteRole), 'Doctor');
    await user.click(screen.getByRole('button', { name: MSG_CARE_CIRCLE.invite }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        email: 'dr@example.com',
        role: 'Doctor',
      }),
    );
    expect(await screen.findByText(MSG_CARE_CIRCLE.inviteSent)).toBeInTheDocument();
  });

  it("says 'Could not load your Care Circle.' when the circle fails to load", async () => {
    stubApi(routes({ 'GET /api/profile/my-care-circle': () => apiError(500, 'boom', 'INTERNAL') }));
    renderCircle();
    expect(await screen.findByText(MSG_CARE_CIRCLE.loadFailed)).toBeInTheDocument();
  });

  it('shows the active-call banner with Join Call', async () => {
    stubApi(
      routes({
        'GET /api/video-calls/active/me': () =>
          contractJson(activeVideoCallSchema, {
            call: {
              callId: CALL,
              kind: 'family-bridge',
              professional: { _id: DOCTOR, name: 'Arjun Mehta' },
              patient: { _id: ME, name: 'Priya Sharma' },
              createdAt: '2026-11-20T10:00:00.000Z',
            },
          }),
      }),
    );
    renderCircle();
    expect(await screen.findByText('A call is in progress with Arjun Mehta.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MSG_CARE_CIRCLE.joinCall })).toBeInTheDocument();
  });
});
