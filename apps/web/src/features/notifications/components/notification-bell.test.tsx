import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, TestProviders } from '../../../test/session';
import { NotificationBell } from './notification-bell';

const socketHandlers = vi.hoisted(() => new Map<string, (...args: unknown[]) => void>());
vi.mock('../../../lib/socket', () => ({
  SOCKET_EVENTS: { joinUserRoom: 'join_user_room', newNotification: 'new_notification' },
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
    fetchMock.mockResolvedValue(jsonResponse([]));
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
      if (url.endsWith('/mark-read')) return jsonResponse({ msg: 'ok' });
      return jsonResponse([
        {
          _id: 'n1',
          message: 'Your appointment is confirmed',
          link: '/my-appointments',
          createdAt: new Date().toISOString(),
        },
        { _id: 'n2', message: 'New answer to your question', link: '/forum/question/q1' },
      ]);
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
    fetchMock.mockResolvedValueOnce(jsonResponse([]));
    fetchMock.mockResolvedValueOnce(
      jsonResponse([{ _id: 'n3', message: 'Lab report ready', link: '/my-health-records' }]),
    );
    renderBell();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();

    await act(async () => socketHandlers.get('new_notification')?.({ message: 'Lab report ready' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByTestId('notification-dot')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('only logs failures', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderBell();
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();
  });
});
