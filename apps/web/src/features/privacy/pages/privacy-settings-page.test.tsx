import { PRIVACY_NOTICE_VERSION } from '@arogya/contract/constants/privacy';
import { SOCKET_EVENTS } from '@arogya/contract/events';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PRIVACY } from '@arogya/contract/messages/privacy';
import { MSG_PRIVACY_WEB, PRIVACY_WITHDRAW_EFFECTS } from '@arogya/contract/messages/privacy-web';
import {
  type ConsentView,
  consentListSchema,
  consentResponseSchema,
  type ErasureView,
  type ExportView,
  erasureResponseSchema,
  erasureStateSchema,
  exportListSchema,
  exportStartedSchema,
} from '@arogya/contract/schemas/privacy';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatLongDate } from '../../../lib/format';
import { saveBlob } from '../../../lib/save-blob';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { PrivacySettingsPage } from './privacy-settings-page';

/** The page's socket subscriptions, so a test can deliver a server event. */
const socketHandlers = vi.hoisted(() => new Map<string, (...args: unknown[]) => void>());
vi.mock('../../../lib/socket', () => ({
  useSocketEvent: (event: string, handler: (...args: unknown[]) => void) => {
    socketHandlers.set(event, handler);
  },
  emitSocket: () => false,
  subscribe: () => () => {},
}));
vi.mock('../../../lib/save-blob', () => ({ saveBlob: vi.fn() }));

const ME = '7f1c2b9e-0000-4000-8000-000000000001';
const id = (n: number) => `019ac0de-0000-7000-8000-${String(n).padStart(12, '0')}`;

const exportView = (n: number, over: Partial<ExportView> = {}): ExportView => ({
  id: id(n),
  _id: id(n),
  status: 'ready',
  requestedAt: '2026-11-25T04:30:00.000Z',
  readyAt: '2026-11-25T04:31:00.000Z',
  expiresAt: '2026-12-02T04:31:00.000Z',
  sizeBytes: 2_400_000,
  ...over,
});

const erasureView = (over: Partial<ErasureView> = {}): ErasureView => ({
  id: id(90),
  _id: id(90),
  status: 'scheduled',
  requestedAt: '2026-11-26T05:00:00.000Z',
  scheduledFor: '2026-12-03T05:00:00.000Z',
  cancelledAt: null,
  completedAt: null,
  ...over,
});

const consent = (purpose: ConsentView['purpose'], granted: boolean, at: string | null): ConsentView => ({
  purpose,
  granted,
  noticeVersion: at ? PRIVACY_NOTICE_VERSION : null,
  updatedAt: at,
  history: at
    ? [{ action: granted ? 'granted' : 'withdrawn', at, noticeVersion: PRIVACY_NOTICE_VERSION }]
    : [],
});

const consents = () => ({
  noticeVersion: PRIVACY_NOTICE_VERSION,
  consents: [
    consent('account', true, '2026-11-20T10:00:00.000Z'),
    consent('record_sharing', true, '2026-11-21T10:00:00.000Z'),
    consent('care_circle', false, '2026-11-22T10:00:00.000Z'),
    consent('ai_summaries', false, null),
  ],
});

type Routes = Parameters<typeof stubApi>[0];

function routes(over: Routes = {}, user = contractUser({ _id: ME, id: ME })): Routes {
  return {
    'GET /api/auth/me': () => contractJson(sessionUserSchema, user),
    'GET /api/me/export': () => contractJson(exportListSchema, { exports: [] }),
    'GET /api/me/erase': () => contractJson(erasureStateSchema, { erasure: null }),
    'GET /api/me/consents': () => contractJson(consentListSchema, consents()),
    ...over,
  };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(saveBlob).mockClear();
  window.localStorage.setItem('token', 'tok');
});

const renderPrivacy = () => renderPage(<PrivacySettingsPage />, { path: '/profile/privacy' });
const region = (name: string) => screen.findByRole('region', { name });

describe('PrivacySettingsPage — Download your data', () => {
  it('lists pending, ready and expired exports; a ready one downloads the ZIP', async () => {
    const api = stubApi(
      routes({
        'GET /api/me/export': () =>
          contractJson(exportListSchema, {
            exports: [
              exportView(3, { status: 'pending', readyAt: null, expiresAt: null, sizeBytes: null }),
              exportView(2),
              exportView(1, { status: 'expired', sizeBytes: null }),
            ],
          }),
        [`GET /api/me/export/${id(2)}`]: () =>
          new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
            headers: { 'Content-Type': 'application/zip' },
          }),
      }),
    );
    const user = userEvent.setup();
    renderPrivacy();
    const section = await region(MSG_PRIVACY_WEB.exportTitle);
    const rows = await within(section).findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText(MSG_PRIVACY.exportStatusPending)).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText(MSG_PRIVACY_WEB.exportPendingHint)).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(MSG_PRIVACY.exportStatusReady)).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(/Download until .*2\.3 MB/)).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText(MSG_PRIVACY.exportStatusExpired)).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText(MSG_PRIVACY_WEB.exportExpiredHint)).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section).getByText(MSG_PRIVACY_WEB.exportRules)).toBeInTheDocument();

    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: /Download the export/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(api.callsTo(`GET /api/me/export/${id(2)}`)).toHaveLength(1);
    const [blob, fileName] = vi.mocked(saveBlob).mock.calls[0] ?? [];
    expect((blob as Blob).size).toBe(4);
    expect((blob as Blob).type).toBe('application/zip');
    expect(fileName).toBe('arogya-my-data-2026-11-25.zip');
  });

  it('an empty list says so; requesting adds the pending export and confirms', async () => {
    let made = false;
    const pending = exportView(4, { status: 'pending', readyAt: null, expiresAt: null, sizeBytes: null });
    const api = stubApi(
      routes({
        'GET /api/me/export': () => contractJson(exportListSchema, { exports: made ? [pending] : [] }),
        'POST /api/me/export': () => {
          made = true;
          return contractJson(exportStartedSchema, { export: pending, msg: MSG_PRIVACY.exportStarted }, 202);
        },
      }),
    );
    const user = userEvent.setup();
    renderPrivacy();
    const section = await region(MSG_PRIVACY_WEB.exportTitle);
    expect(await within(section).findByText(MSG_PRIVACY.noExports)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: MSG_PRIVACY_WEB.exportRequest }));
    expect(await screen.findByText(MSG_PRIVACY_WEB.exportRequested)).toBeInTheDocument();
    expect(await within(section).findByText(MSG_PRIVACY.exportStatusPending)).toBeInTheDocument();
    expect(api.callsTo('POST /api/me/export')).toHaveLength(1);
  });

  it('the "export ready" notification refreshes the list at once', async () => {
    let ready = false;
    const pending = exportView(5, { status: 'pending', readyAt: null, expiresAt: null, sizeBytes: null });
    stubApi(
      routes({
        'GET /api/me/export': () =>
          contractJson(exportListSchema, { exports: [ready ? exportView(5) : pending] }),
      }),
    );
    renderPrivacy();
    const section = await region(MSG_PRIVACY_WEB.exportTitle);
    expect(await within(section).findByText(MSG_PRIVACY.exportStatusPending)).toBeInTheDocument();
    ready = true;
    act(() =>
      socketHandlers.get(SOCKET_EVENTS.newNotification)?.({ message: MSG_PRIVACY.exportReadyNotice }),
    );
    expect(await within(section).findByRole('button', { name: /Download the export/ })).toBeInTheDocument();
  });

  it("shows the once-a-day refusal (429) in the server's words beside the button", async () => {
    const message = fill(MSG_PRIVACY.exportTooSoon, { time: '26 Nov 2026, 10:00 am' });
    stubApi(
      routes({
        'GET /api/me/export': () => contractJson(exportListSchema, { exports: [exportView(1)] }),
        'POST /api/me/export': () => apiError(429, message, 'RATE_LIMITED'),
      }),
    );
    const user = userEvent.setup();
    renderPrivacy();
    const section = await region(MSG_PRIVACY_WEB.exportTitle);
    await user.click(within(section).getByRole('button', { name: MSG_PRIVACY_WEB.exportRequest }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(message);
  });

  it('a list that fails to load offers Retry', async () => {
    let fail = true;
    stubApi(
      routes({
        'GET /api/me/export': () =>
          fail ? apiError(500, 'boom', 'INTERNAL') : contractJson(exportListSchema, { exports: [] }),
      }),
    );
    const user = userEvent.setup();
    renderPrivacy();
    const section = await region(MSG_PRIVACY_WEB.exportTitle);
    expect(await within(section).findByText(MSG_PRIVACY_WEB.exportsLoadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText(MSG_PRIVACY.noExports)).toBeInTheDocument();
  });
});

describe('PrivacySettingsPage — Your consents', () => {
  it('shows each purpose with its state and version; withdrawing asks first, saying what happens', async () => {
    let withdrawn = false;
    const api = stubApi(
      routes({
        'GET /api/me/consents': () => {
          const list = consents();
          if (withdrawn) list.consents[1] = consent('record_sharing', false, '2026-11-26T06:00:00.000Z');
          return contractJson(consentListSchema, list);
        },
        'DELETE /api/me/consents/record_sharing': () => {
          withdrawn = true;
          return contractJson(consentResponseSchema, {
            consent: consent('record_sharing', false, '2026-11-26T06:00:00.000Z'),
            msg: MSG_PRIVACY.consentWithdrawn,
          });
        },
      }),
    );
    const user = userEvent.setup();
    renderPrivacy();
    const section = await region(MSG_PRIVACY_WEB.consentsTitle);
    const [list] = await within(section).findAllByRole('list');
    const rows = Array.from((list as HTMLElement).children);
    const [account, sharing, circle, ai] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(account).getByText(MSG_PRIVACY.purposeAccount)).toBeInTheDocument();
    expect(within(account).getByText(MSG_PRIVACY_WEB.consentRequired)).toBeInTheDocument();
    expect(within(account).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(sharing).getByText(MSG_PRIVACY_WEB.consentGranted, { selector: 'span' }),
    ).toBeInTheDocument();
    expect(
      within(sharing).getByText(new RegExp(`^Given on .*\\(notice version ${PRIVACY_NOTICE_VERSION}\\)$`)),
    ).toBeInTheDocument();
    expect(
      within(circle).getByText(MSG_PRIVACY_WEB.consentWithdrawn, { selector: 'span' }),
    ).toBeInTheDocument();
    expect(within(circle).getByRole('button', { name: /Give consent again/ })).toBeInTheDocument();
    expect(within(ai).getByText(MSG_PRIVACY_WEB.consentNever, { selector: 'span' })).toBeInTheDocument();

    await user.click(within(sharing).getByRole('button', { name: /Withdraw/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(PRIVACY_WITHDRAW_EFFECTS.record_sharing);
    expect(dialog).toHaveTextContent(/will no longer be visible to/);
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/me/consents/record_sharing')).toHaveLength(0);

    await user.click(within(sharing).getByRole('button', { name: /Withdraw/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: MSG_PRIVACY_WEB.withdrawConfirm,
      }),
    );
    expect(
      await screen.findByText(fill(MSG_PRIVACY_WEB.withdrawn, { purpose: MSG_PRIVACY.purposeRecordSharing })),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/me/consents/record_sharing')).toHaveLength(1);
    await waitFor(() =>
      expect(within(section).getAllByRole('button', { name: /Give consent again/ })).toHaveLength(2),
    );
  });

  it('giving consent sends the purpose and the notice version the page shows', async () => {
    const api = stubApi(
      routes({
        'POST /api/me/consents': () =>
          contractJson(consentResponseSchema, {
            consent: consent('ai_summaries', true, '2026-11-26T06:00:00.000Z'),
          }),
      }),
    );
    const user = userEvent.setup();
    renderPrivacy();
    const section = await region(MSG_PRIVACY_WEB.consentsTitle);
    await user.click(await within(section).findByRole('button', { name: /^Give consent: / }));
    await waitFor(() => expect(api.callsTo('POST /api/me/consents')).toHaveLength(1));
    expect(api.callsTo('POST /api/me/consents')[0]?.body).toEqual({
      purpose: 'ai_summaries',
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
  });
});

describe('PrivacySettingsPage — Delete your account', () => {
  async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, section: HTMLElement) {
    await user.type(within(section).getByLabelText(/^Password/), 'Patient@123');
    await user.click(within(section).getByRole('checkbox', { name: MSG_PRIVACY_WEB.eraseCheck }));
    await user.click(within(section).getByRole('button', { name: MSG_PRIVACY_WEB.eraseSubmit }));
  }

  it('asks for the password and the acknowledgement before sending anything', async () => {
    const api = stubApi(routes());
    const user = userEvent.setup();
    renderPrivacy();
    const section = await region(MSG_PRIVACY_WEB.eraseTitle);
    await user.click(await within(section).findByRole('button', { name: MSG_PRIVACY_WEB.eraseSubmit }));
    expect(await within(section).findByText(MSG_PRIVACY.erasePasswordRequired)).toBeInTheDocument();
    expect(within(section).getByText(MSG_PRIVACY_WEB.eraseCheckRequired)).toBeInTheDocument();
    expect(within(section).queryByLabelText(/Authenticator or recovery code/)).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/me/erase')).toHaveLength(0);
  });

  it('a wrong password (401) is said on the form, and the session stays', async () => {
    stubApi(
      routes({ 'POST /api/me/erase': () => apiError(401, MSG_PRIVACY.erasePasswordWrong, 'UNAUTHORIZED') }),
    );
    const user = userEvent.setup();
    const router = renderPrivacy();
    const section = await region(MSG_PRIVACY_WEB.eraseTitle);
    await within(section).findByRole('button', { name: MSG_PRIVACY_WEB.eraseSubmit });
    await fillAndSubmit(user, section);
    expect(await within(section).findByRole('alert')).toHaveTextContent(MSG_PRIVACY.erasePasswordWrong);
    expect(router.state.location.pathname).toBe('/profile/privacy');
    expect(window.localStorage.getItem('token')).toBe('tok');
  });

  it('with 2FA on, asks for the code and sends it', async () => {
    const api = stubApi(
      routes(
        {
          'POST /api/me/erase': () =>
            contractJson(erasureResponseSchema, { erasure: erasureView(), msg: 'scheduled' }, 202),
        },
        contractUser({ _id: ME, id: ME, isTwoFactorEnabled: true }),
      ),
    );
    const user = userEvent.setup();
    renderPrivacy();
    const section = await region(MSG_PRIVACY_WEB.eraseTitle);
    const code = await within(section).findByLabelText(/Authenticator or recovery code/);
    await user.type(within(section).getByLabelText(/^Password/), 'Patient@123');
    await user.click(within(section).getByRole('checkbox', { name: MSG_PRIVACY_WEB.eraseCheck }));
    await user.click(within(section).getByRole('button', { name: MSG_PRIVACY_WEB.eraseSubmit }));
    expect(await within(section).findByText(MSG_PRIVACY.eraseCodeRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /api/me/erase')).toHaveLength(0);

    await user.type(code, '123456');
    await user.click(within(section).getByRole('button', { name: MSG_PRIVACY_WEB.eraseSubmit }));
    await waitFor(() => expect(api.callsTo('POST /api/me/erase')).toHaveLength(1));
    expect(api.callsTo('POST /api/me/erase')[0]?.body).toEqual({ password: 'Patient@123', code: '123456' });
  });

  it('lists the open obligations a professional must finish first (409 OPEN_OBLIGATIONS)', async () => {
    const visits = fill(MSG_PRIVACY.obligationVisits, { count: 2 });
    const cases = fill(MSG_PRIVACY.obligationSecondOpinions, { count: 1 });
    stubApi(
      routes(
        {
          'POST /api/me/erase': () =>
            HttpResponse.json(
              {
                message: MSG_PRIVACY.openObligations,
                msg: MSG_PRIVACY.openObligations,
                code: 'OPEN_OBLIGATIONS',
                details: {
                  obligations: [
                    { kind: 'visits', count: 2, message: visits },
                    { kind: 'second_opinions', count: 1, message: cases },
                  ],
                },
                requestId: 'r1',
              },
              { status: 409 },
            ),
        },
        contractUser({ _id: ME, id: ME, role: 'doctor' }),
      ),
    );
    const user = userEvent.setup();
    renderPrivacy();
    const section = await region(MSG_PRIVACY_WEB.eraseTitle);
    await within(section).findByRole('button', { name: MSG_PRIVACY_WEB.eraseSubmit });
    await fillAndSubmit(user, section);
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(MSG_PRIVACY_WEB.obligationsTitle);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([visits, cases]);
  });

  it('schedules, then shows the date with Cancel deletion, which cancels', async () => {
    let state: ErasureView | null = null;
    const api = stubApi(
      routes({
        'GET /api/me/erase': () => contractJson(erasureStateSchema, { erasure: state }),
        'POST /api/me/erase': () => {
          state = erasureView();
          return contractJson(erasureResponseSchema, { erasure: state }, 202);
        },
        'DELETE /api/me/erase': () => {
          state = erasureView({ status: 'cancelled', cancelledAt: '2026-11-26T06:00:00.000Z' });
          return contractJson(erasureResponseSchema, { erasure: state, msg: MSG_PRIVACY.eraseCancelled });
        },
      }),
    );
    const user = userEvent.setup();
    renderPrivacy();
    const section = await region(MSG_PRIVACY_WEB.eraseTitle);
    await within(section).findByRole('button', { name: MSG_PRIVACY_WEB.eraseSubmit });
    await fillAndSubmit(user, section);
    const date = formatLongDate('2026-12-03T05:00:00.000Z');
    expect(
      await within(section).findByRole('heading', { name: fill(MSG_PRIVACY_WEB.scheduledTitle, { date }) }),
    ).toBeInTheDocument();
    expect(await screen.findByText(fill(MSG_PRIVACY_WEB.eraseScheduledToast, { date }))).toBeInTheDocument();
    expect(api.callsTo('POST /api/me/erase')[0]?.body).toEqual({ password: 'Patient@123' });

    await user.click(within(section).getByRole('button', { name: MSG_PRIVACY_WEB.cancelDeletion }));
    expect(await screen.findByText(MSG_PRIVACY_WEB.deletionCancelled)).toBeInTheDocument();
    expect(
      await within(section).findByRole('button', { name: MSG_PRIVACY_WEB.eraseSubmit }),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/me/erase')).toHaveLength(1);
  });

  it('a scheduled erasure found on arrival shows its date, not the form', async () => {
    stubApi(
      routes({ 'GET /api/me/erase': () => contractJson(erasureStateSchema, { erasure: erasureView() }) }),
    );
    renderPrivacy();
    const section = await region(MSG_PRIVACY_WEB.eraseTitle);
    expect(
      await within(section).findByRole('button', { name: MSG_PRIVACY_WEB.cancelDeletion }),
    ).toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: MSG_PRIVACY_WEB.eraseSubmit }),
    ).not.toBeInTheDocument();
  });
});
