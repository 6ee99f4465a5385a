import { type Announcement, activeAnnouncementsSchema } from '@arogya/contract/schemas/announcements';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { contractJson } from '../../../test/msw';
import { TestProviders } from '../../../test/session';
import { preloadActiveAnnouncements, takePendingAnnouncements } from '../api/preload-active-announcements';
import { activeAnnouncement } from '../test/announcement-fixture';
import { AnnouncementBanner } from './announcement-banner';

const ACTIVE = 'GET /api/announcements/active';

/** The active list, built through the contract. */
function active(list: Announcement[]) {
  return () => contractJson(activeAnnouncementsSchema, list);
}

function renderBanner() {
  return render(
    <TestProviders>
      <AnnouncementBanner />
    </TestProviders>,
  );
}

describe('AnnouncementBanner', () => {
  it('shows the first active announcement; Warning is yellow, anything else blue', async () => {
    const api = stubApi({
      [ACTIVE]: active([
        activeAnnouncement('a1', 'Clinics closed on Diwali', 'Warning'),
        activeAnnouncement('a2', 'New: lab tests at home', 'Info'),
      ]),
    });
    renderBanner();
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(banner).toHaveTextContent('Clinics closed on Diwali');
    expect(banner).toHaveAttribute('data-severity', 'warning');
    expect(banner.className).toContain('bg-amber-100');
    expect(api.calls[0]?.url).toBe('/api/announcements/active');
  });

  it('stores each dismissal by id, so a dismissed announcement stays hidden', async () => {
    const user = userEvent.setup();
    const api = stubApi({ [ACTIVE]: active([activeAnnouncement('a1', 'Maintenance tonight', 'Error')]) });
    const { unmount } = renderBanner();
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(banner).toHaveAttribute('data-severity', 'info');
    expect(banner.className).toContain('bg-blue-50');

    await user.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('dismissedAnnouncements') ?? '[]')).toEqual(['a1']);
    unmount();

    renderBanner();
    await vi.waitFor(() => expect(api.callsTo(ACTIVE)).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('shows the next announcement when the first was dismissed', async () => {
    window.localStorage.setItem('dismissedAnnouncements', JSON.stringify(['a1']));
    stubApi({
      [ACTIVE]: active([
        activeAnnouncement('a1', 'Old news', 'Info'),
        activeAnnouncement('a2', 'Fresh news', 'Info'),
      ]),
    });
    renderBanner();
    expect(await screen.findByRole('region', { name: 'Announcement' })).toHaveTextContent('Fresh news');
  });

  it('only logs a failed load (no banner, no toast)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ [ACTIVE]: () => apiError(404, 'Route not found.', 'NOT_FOUND') });
    renderBanner();
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    log.mockRestore();
  });

  describe('preloaded as the app starts (decision 070)', () => {
    it('is on the first render when the answer has arrived, without asking again', async () => {
      const api = stubApi({
        [ACTIVE]: active([activeAnnouncement('a1', 'Clinics closed on Diwali', 'Warning')]),
      });
      await preloadActiveAnnouncements();
      expect(api.callsTo(ACTIVE)).toHaveLength(1);
      renderBanner();
      // Synchronously: nothing is awaited between the render and the look.
      expect(screen.getByRole('region', { name: 'Announcement' })).toHaveTextContent(
        'Clinics closed on Diwali',
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.callsTo(ACTIVE)).toHaveLength(1);
    });

    it('waits for an answer still on its way instead of asking twice', async () => {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const api = stubApi({
        [ACTIVE]: async () => {
          await gate;
          return active([activeAnnouncement('a1', 'Maintenance tonight', 'Info')])();
        },
      });
      const preloaded = preloadActiveAnnouncements();
      renderBanner();
      expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
      release();
      await preloaded;
      expect(await screen.findByRole('region', { name: 'Announcement' })).toHaveTextContent(
        'Maintenance tonight',
      );
      expect(api.callsTo(ACTIVE)).toHaveLength(1);
    });

    it('is not used for another session: signed in since, the banner asks with the new token', async () => {
      const api = stubApi({ [ACTIVE]: active([activeAnnouncement('a1', 'For everyone', 'Info')]) });
      await preloadActiveAnnouncements();
      window.localStorage.setItem('token', 'header.payload.signature-of-a-new-session');
      renderBanner();
      await vi.waitFor(() => expect(api.callsTo(ACTIVE)).toHaveLength(2));
      expect(api.callsTo(ACTIVE)[1]?.headers.authorization).toBe(
        'Bearer header.payload.signature-of-a-new-session',
      );
      // The guest's answer is still held: it goes with this test, not into the next.
      await takePendingAnnouncements(null);
    });
  });
});
