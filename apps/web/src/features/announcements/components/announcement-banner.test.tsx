import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, TestProviders } from '../../../test/session';
import { AnnouncementBanner } from './announcement-banner';

const fetchMock = vi.fn<typeof fetch>();

/** An active announcement as GET /api/announcements/active answers it. */
function announcement(_id: string, message: string, severity: 'Info' | 'Warning' | 'Error') {
  return {
    _id,
    message,
    severity,
    targetRole: 'All Users',
    isActive: true,
    startsAt: null,
    endsAt: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
  };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

function renderBanner() {
  return render(
    <TestProviders>
      <AnnouncementBanner />
    </TestProviders>,
  );
}

describe('AnnouncementBanner', () => {
  it('shows the first active announcement; Warning is yellow, anything else blue', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse([
        announcement('a1', 'Clinics closed on Diwali', 'Warning'),
        announcement('a2', 'New: lab tests at home', 'Info'),
      ]),
    );
    renderBanner();
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(banner).toHaveTextContent('Clinics closed on Diwali');
    expect(banner).toHaveAttribute('data-severity', 'warning');
    expect(banner.className).toContain('bg-amber-100');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/announcements/active');
  });

  it('stores each dismissal by id, so a dismissed announcement stays hidden', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () =>
      jsonResponse([announcement('a1', 'Maintenance tonight', 'Error')]),
    );
    const { unmount } = renderBanner();
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(banner).toHaveAttribute('data-severity', 'info');
    expect(banner.className).toContain('bg-blue-50');

    await user.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('dismissedAnnouncements') ?? '[]')).toEqual(['a1']);
    unmount();

    renderBanner();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('shows the next announcement when the first was dismissed', async () => {
    window.localStorage.setItem('dismissedAnnouncements', JSON.stringify(['a1']));
    fetchMock.mockResolvedValue(
      jsonResponse([announcement('a1', 'Old news', 'Info'), announcement('a2', 'Fresh news', 'Info')]),
    );
    renderBanner();
    expect(await screen.findByRole('region', { name: 'Announcement' })).toHaveTextContent('Fresh news');
  });

  it('only logs a failed load (no banner, no toast)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Route not found.' }, 404));
    renderBanner();
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });
});
