import { type Announcement, activeAnnouncementsSchema } from '@arogya/contract/schemas/announcements';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { contractJson } from '../../../test/msw';
import { preloadActiveAnnouncements, takePendingAnnouncements } from '../api/preload-active-announcements';
import { activeAnnouncement } from '../test/announcement-fixture';
import { ReservedAnnouncement } from './reserved-announcement';

const NOTICE = activeAnnouncement('a1', 'Clinics closed on Diwali', 'Warning');

async function preload(list: Announcement[]) {
  stubApi({ 'GET /api/announcements/active': () => contractJson(activeAnnouncementsSchema, list) });
  await preloadActiveAnnouncements();
}

describe('ReservedAnnouncement (decision 070)', () => {
  it('holds the banner’s place, invisible and hidden from assistive technology', async () => {
    await preload([NOTICE]);
    const { container } = render(<ReservedAnnouncement />);
    const place = container.querySelector('section');
    expect(place).toHaveAttribute('aria-hidden', 'true');
    expect(place).toHaveClass('invisible');
    expect(place).toHaveAttribute('data-severity', 'warning');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await takePendingAnnouncements(null);
  });

  it('holds nothing for an announcement this browser dismissed, or when none is active', async () => {
    window.localStorage.setItem('dismissedAnnouncements', JSON.stringify(['a1']));
    await preload([NOTICE]);
    expect(render(<ReservedAnnouncement />).container).toBeEmptyDOMElement();
    await takePendingAnnouncements(null);

    window.localStorage.clear();
    await preload([]);
    expect(render(<ReservedAnnouncement />).container).toBeEmptyDOMElement();
    await takePendingAnnouncements(null);
  });

  it('holds nothing before an answer has arrived', () => {
    expect(render(<ReservedAnnouncement />).container).toBeEmptyDOMElement();
  });
});
