import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, TestProviders } from '../../../test/session';
import { NotificationBell } from './notification-bell';

const socketHandlers = vi.hoisted(() => new Map<string, (...args: unknown[]) => void>());
vi.mock('../../../lib/socket', () => ({
  useSocketEvent: (event: string, handler: (...args: unknown[]) => void) => {
    socketHandlers.set(event, handler);
  },
}));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  socketHandlers.clear();
  vi.stubGlobal('fetch', fetchMock);
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** A notification as the server sends it. */
function note(id: string, message: string, link: string | null) {
  return { _id: id, message, link, createdAt: new Date().toISOString(), kind: 'appointment_confirmed' };
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
    fetchMock.mockResolvedValue(jsonResponse({ notifications: [] }));
    renderBell();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/notifications/unread');
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('No new notifications')).toBeInTheDocument();
  });

  it('shows a dot for unread items, clears it on open, and a click marks read, removes, closes and navigates', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/mark-read')) {
        return jsonResponse({
          msg: 'ok',
          data: note('n1', 'Your appointment is confirmed', '/my-appointments'),
        });
      }
      return jsonResponse({
        notifications: [
          note('n1', 'Your appointment is confirmed', '/my-appointments'),
          note('n2', 'New answer to your question', '/forum/question/q1'),
        ],
      });
    });
    renderBell();
    expect(await screen.findByTestId('notification-dot')).toBeInTheDocument();

    const bell = screen.getByRole('button', { name: /Notifications/ });
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Your appointment is confirmed/ }));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/notifications/n1/mark-read',
      expect.objectContaining({ method: 'PUT' }),
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/my-appointments');
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await user.click(bell);
    expect(screen.queryByText('Your appointment is confirmed')).not.toBeInTheDocument();
    expect(screen.getByText('New answer to your question')).toBeInTheDocument();
  });

  it('refetches when a new_notification event arrives', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ notifications: [] }));
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ notifications: [note('n3', 'Lab report ready', '/my-health-records')] }),
    );
    renderBell();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();

    await act(async () => socketHandlers.get('new_notification')?.({ message: 'Lab report ready' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByTestId('notification-dot')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads the list from { notifications } — the shape the server sends — and lists it newest first', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse({ notifications: [note('n5', 'Newest one', null), note('n4', 'Older one', null)] }),
    );
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
    fetchMock.mockResolvedValue(jsonResponse([note('n6', 'Bare list', null)]));
    renderBell();
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('only logs failures', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderBell();
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();
  });
});
