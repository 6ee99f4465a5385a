import { fill } from '@arogya/contract/messages/fill';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { type ErasureView, erasureStateSchema } from '@arogya/contract/schemas/privacy';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatLongDate } from '../../../lib/format';
import { stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { DISMISSED_ERASURE_KEY, ErasureBanner } from './erasure-banner';

const ERASURE = '019ac0de-0000-7000-8000-000000000090';
const erasure = (over: Partial<ErasureView> = {}): ErasureView => ({
  id: ERASURE,
  _id: ERASURE,
  status: 'scheduled',
  requestedAt: '2026-11-26T05:00:00.000Z',
  scheduledFor: '2026-12-03T05:00:00.000Z',
  cancelledAt: null,
  ...over,
});

function stub(state: ErasureView | null) {
  return stubApi({
    'GET /api/auth/me': () => contractJson(sessionUserSchema, contractUser()),
    'GET /api/me/erase': () => contractJson(erasureStateSchema, { erasure: state }),
  });
}

const bannerText = fill(MSG_SHELL.erasureBanner, { date: formatLongDate('2026-12-03T05:00:00.000Z') });

beforeEach(() => {
  window.localStorage.setItem('token', 'tok');
});

describe('ErasureBanner (issue #25)', () => {
  it('while an erasure is scheduled, shows its date and links to cancelling it', async () => {
    stub(erasure());
    renderPage(<ErasureBanner />, { path: '/dashboard' });
    expect(await screen.findByText(bannerText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MSG_SHELL.erasureBannerCancel })).toHaveAttribute(
      'href',
      '/profile/privacy#delete-account',
    );
  });

  it('can be dismissed, and stays dismissed for that erasure', async () => {
    stub(erasure());
    const user = userEvent.setup();
    renderPage(<ErasureBanner />, { path: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: MSG_SHELL.erasureBannerDismiss }));
    expect(screen.queryByText(bannerText)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(DISMISSED_ERASURE_KEY)).toBe(ERASURE);
  });

  it('shows nothing when none is scheduled (cancelled, or none at all), nor on the privacy page', async () => {
    const api = stub(erasure({ status: 'cancelled', cancelledAt: '2026-11-26T06:00:00.000Z' }));
    renderPage(<ErasureBanner />, { path: '/dashboard' });
    await waitFor(() => expect(api.callsTo('GET /api/me/erase')).toHaveLength(1));
    expect(screen.queryByText(/scheduled for deletion/)).not.toBeInTheDocument();
  });

  it('a dismissal of an earlier erasure does not hide a new one', async () => {
    window.localStorage.setItem(DISMISSED_ERASURE_KEY, '019ac0de-0000-7000-8000-000000000001');
    stub(erasure());
    renderPage(<ErasureBanner />, { path: '/dashboard' });
    expect(await screen.findByText(bannerText)).toBeInTheDocument();
  });

  it('is not shown on the privacy page itself', async () => {
    const api = stub(erasure());
    renderPage(<ErasureBanner />, { path: '/profile/privacy' });
    await waitFor(() => expect(api.callsTo('GET /api/me/erase')).toHaveLength(1));
    expect(screen.queryByText(bannerText)).not.toBeInTheDocument();
  });
});
