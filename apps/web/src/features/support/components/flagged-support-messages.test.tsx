import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { flaggedMessageListSchema, revealedIdentitySchema } from '@arogya/contract/schemas/support';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { FlaggedSupportMessages } from './flagged-support-messages';

const GROUP = '7f1c2b9e-0000-4000-8000-0000000000a1';
const MESSAGE = '7f1c2b9e-0000-4000-8000-0000000000b1';
const AUTHOR = '7f1c2b9e-0000-4000-8000-0000000000c1';
const REVEAL = `POST /api/support/admin/groups/${GROUP}/messages/${MESSAGE}/reveal-identity`;

function routes(role: 'admin' | 'nurse', reveal: () => Response = () => apiError(500, 'unexpected')) {
  return {
    'GET /api/auth/me': () => contractJson(sessionUserSchema, contractUser({ role, name: 'Moderator' })),
    'GET /api/support/admin/flagged-messages': () =>
      contractJson(flaggedMessageListSchema, {
        success: true,
        data: [
          {
            _id: MESSAGE,
            content: 'I do not want to live any more',
            createdAt: '2026-11-20T10:00:00.000Z',
            sender: { displayName: 'Gentle Lotus 27' },
            group: { _id: GROUP, name: 'Mind Matters' },
            reportCount: 0,
            reasons: [],
            isHidden: false,
            safetyFlag: true,
          },
        ],
      }),
    [REVEAL]: reveal,
  };
}

describe('FlaggedSupportMessages: the admin escalation past anonymity', () => {
  beforeEach(() => window.localStorage.setItem('token', 'tok'));

  it('offers nurses no way to see who wrote a message', async () => {
    stubApi(routes('nurse'));
    renderPage(<FlaggedSupportMessages />, { path: '/' });
    expect(await screen.findByText('I do not want to live any more')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MSG_SUPPORT.approve })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MSG_SUPPORT.revealIdentity })).not.toBeInTheDocument();
  });

  it('asks an admin for the reason, shows the server’s refusal, then who wrote it', async () => {
    let answer: Response = apiError(400, MSG_SUPPORT.revealReasonShort);
    const api = stubApi(routes('admin', () => answer));
    renderPage(<FlaggedSupportMessages />, { path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: MSG_SUPPORT.revealIdentity }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MSG_SUPPORT.revealExplain)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(new RegExp(MSG_SUPPORT.revealReason)), 'too short');
    await userEvent.click(within(dialog).getByRole('button', { name: MSG_SUPPORT.revealSubmit }));
    expect(await within(dialog).findByText(MSG_SUPPORT.revealReasonShort)).toBeInTheDocument();

    answer = contractJson(revealedIdentitySchema, {
      success: true,
      data: {
        userId: AUTHOR,
        name: 'Priya Sharma',
        email: 'priya@arogya.health',
        phone: null,
        displayName: 'Gentle Lotus 27',
      },
    });
    await userEvent.type(
      within(dialog).getByLabelText(new RegExp(MSG_SUPPORT.revealReason)),
      ' — a safety risk',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: MSG_SUPPORT.revealSubmit }));
    expect(await within(dialog).findByText('Priya Sharma')).toBeInTheDocument();
    expect(within(dialog).getByText('priya@arogya.health')).toBeInTheDocument();
    expect(within(dialog).getByText(MSG_SUPPORT.revealedNoPhone)).toBeInTheDocument();
    expect(api.callsTo(REVEAL).map((c) => c.body)).toEqual([
      { reason: 'too short' },
      { reason: 'too short — a safety risk' },
    ]);
  });
});
