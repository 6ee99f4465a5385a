import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import {
  type SupportGroup,
  supportGroupEnvelopeSchema,
  supportGroupListSchema,
} from '@arogya/contract/schemas/support';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { SupportCommunityPage } from './support-community-page';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('token', 'tok');
});

function group(overrides: Partial<SupportGroup>): SupportGroup {
  const id = overrides._id ?? '0193a4b2-0000-7000-8000-000000000001';
  return {
    _id: id,
    id,
    name: 'Diabetes Daily',
    description: 'Sugar levels and small wins.',
    category: 'Diabetes',
    isActive: true,
    memberCount: 3,
    messageCount: 12,
    isMember: false,
    ...overrides,
  };
}

const DIABETES = group({});
const HEART = group({
  _id: '0193a4b2-0000-7000-8000-000000000002',
  name: 'Heart Health',
  category: 'Heart Disease',
  isActive: false,
});
const ME = contractUser({ role: 'patient' });

describe('SupportCommunityPage (spec 02 §2)', () => {
  it('shows the cards with their facts, the My Groups count and the empty state', async () => {
    stubApi({
      'GET /api/auth/me': () => contractJson(sessionUserSchema, ME),
      'GET /api/support/groups': () =>
        contractJson(supportGroupListSchema, { success: true, data: [DIABETES, HEART] }),
    });
    renderPage(<SupportCommunityPage />, { path: '/support-community' });
    const cards = await screen.findAllByTestId('support-group-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Diabetes Daily')).toBeInTheDocument();
    expect(first.getByText('3 members')).toBeInTheDocument();
    expect(first.getByText('12 messages')).toBeInTheDocument();
    expect(first.getByText(MSG_SUPPORT.active)).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText(MSG_SUPPORT.inactive)).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Join Heart Health' })).toBeDisabled();
    expect(screen.getByText(/Tele-MANAS at 14416/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'My Groups (0)' }));
    expect(screen.getByText(MSG_SUPPORT.noGroupsJoined)).toBeInTheDocument();
  });

  it('joins with the spec’s toast and opens the chat; a refusal shows the server’s message', async () => {
    let joins = 0;
    stubApi({
      'GET /api/auth/me': () => contractJson(sessionUserSchema, ME),
      'GET /api/support/groups': () =>
        contractJson(supportGroupListSchema, { success: true, data: [DIABETES] }),
      [`POST /api/support/groups/${DIABETES._id}/join`]: () => {
        joins += 1;
        return joins === 1
          ? apiError(
              409,
              'You were removed from this group. You can join it again after Fri, 27 Nov 2026.',
              'CONFLICT',
            )
          : contractJson(supportGroupEnvelopeSchema, {
              success: true,
              message: MSG_SUPPORT.joined,
              data: { ...DIABETES, isMember: true },
            });
      },
    });
    const router = renderPage(<SupportCommunityPage />, { path: '/support-community' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join Diabetes Daily' }));
    expect(await screen.findByText(/You can join it again after Fri, 27 Nov 2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join Diabetes Daily' }));
    expect(await screen.findByText(MSG_SUPPORT.joined)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/support-community/${DIABETES._id}`);
  });

  it('shows the spec’s error when the groups do not load', async () => {
    stubApi({
      'GET /api/auth/me': () => contractJson(sessionUserSchema, ME),
      'GET /api/support/groups': () => apiError(500, 'boom', 'INTERNAL'),
    });
    renderPage(<SupportCommunityPage />, { path: '/support-community' });
    expect(await screen.findByText(MSG_SUPPORT.loadGroupsFailed)).toBeInTheDocument();
  });
});
