import {
  type Notification,
  notificationReadSchema,
  unreadNotificationsSchema,
} from '@arogya/contract/schemas/notifications';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { contractJson } from '../../../test/msw';
import { TestProviders } from '../../../test/session';
import { NotificationBell } from './notification-bell';

const socketHandlers = vi.hoisted(() => new Map<string, (...args: unknown[]) => void>());
vi.mock('../../../lib/socket', () => ({
  useSocketEvent: (event: string, handler: (...args: unknown[]) => void) => {
    socketHandlers.set(event, handler);
  },
}));

const UNREAD = 'GET /api/notifications/unread';

beforeEach(() => {
  socketHandlers.clear();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** A notification as the server sends it. */
function note(id: string, message: string, link: string | null): Notification {
  return { _id: id, message, link, createdAt: new Date().toISOString(), kind: 'appointment_confirmed' };
}

/** GET /api/notifications/unread answering these notifications, built through the contract. */
function unread(notifications: Notification[]) {
  return () => contractJson(unreadNotificationsSchema, { notifications });
}

function renderBell() {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={['/']}>
        <NotificationBell userId="u-1" />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('NotificationBell', () => {
  it("says 'No new notifications' when the list is empty, without a dot", async () => {
    const user = userEvent.setup();
    const api = stubApi({ [UNREAD]: unread([]) });
    renderBell();
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.url).toBe('/api/notifications/unread');
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('No new notifications')).toBeInTheDocument();
  });

  it('shows a dot for unread items, clears it on open, and a click marks read, removes, closes and navigates', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [UNREAD]: unread([
        note('n1', 'Your appointment is confirmed', '/my-appointments'),
        note('n2', 'New answer to your question', '/forum/question/q1'),
      ]),
      'PUT /api/notifications/n1/mark-read': () =>
        contractJson(notificationReadSchema, {
          msg: 'ok',
          data: note('n1', 'Your appointment is confirmed', '/my-appointments'),
        }),
    });
    renderBell();
    expect(await screen.findByTestId('notification-dot')).toBeInTheDocument();

    const bell = screen.getByRole('button', { name: /Notifications/ });
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Your appointment is confirmed/ }));
    await vi.waitFor(() => expect(api.callsTo('PUT /api/notifications/n1/mark-read')).toHaveLength(1));
    expect(screen.getByTestId('where')).toHaveTextContent('/my-appointments');
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await user.click(bell);
    expect(screen.queryByText('Your appointment is confirmed')).not.toBeInTheDocument();
    expect(screen.getByText('New answer to your question')).toBeInTheDocument();
  });

  it('closes on Escape pressed as soon as the list shows, before the browser has painted', async () => {
    stubApi({ [UNREAD]: unread([]) });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    // A native click, outside act(): the list is drawn in the next microtask, and effects that wait for a paint
    // have not run when the keyboard answers at once (a fast keyboard user, a busy machine).
    bell.click();
    await Promise.resolve();
    await Promise.resolve();
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await act(async () => {});
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('refetches when a new_notification event arrives', async () => {
    const answers = [[], [note('n3', 'Lab report ready', '/my-health-records')]];
    const api = stubApi({ [UNREAD]: () => unread(answers.shift() ?? [])() });
    renderBell();
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();

    await act(async () => socketHandlers.get('new_notification')?.({ message: 'Lab report ready' }));
    await vi.waitFor(() => expect(api.calls).toHaveLength(2));
    expect(await screen.findByTestId('notification-dot')).toBeInTheDocument();
    expect(api.callsTo(UNREAD)).toHaveLength(2);
    expect(api.calls).toHaveLength(2);
  });

  it('reads the list from { notifications } — the shape the server sends — and lists it newest first', async () => {
    const user = userEvent.setup();
    stubApi({ [UNREAD]: unread([note('n5', 'Newest one', null), note('n4', 'Older one', null)]) });
    renderBell();
    expect(await screen.findByTestId('notification-dot')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    const items = screen.getAllByRole('button').map((b) => b.textContent ?? '');
    expect(items.findIndex((t) => t.includes('Newest one'))).toBeLessThan(
      items.findIndex((t) => t.includes('Older one')),
    );
  });

  it('a response in another shape is logged as a failure, not shown', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Deliberately not the contract's shape (a bare list): what the bell does with a body it cannot parse.
    stubApi({ [UNREAD]: () => HttpResponse.json([note('n6', 'Bare list', null)]) });
    renderBell();
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('only logs failures', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The server is unreachable: `fetch` rejects.
    stubApi({ [UNREAD]: () => HttpResponse.error() });
    renderBell();
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
