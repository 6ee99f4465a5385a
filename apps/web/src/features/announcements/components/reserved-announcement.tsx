import { getToken } from '../../../lib/auth-token';
import { peekArrivedAnnouncements } from '../api/preload-active-announcements';
import { AnnouncementBannerView } from './announcement-banner-view';
import { firstNotDismissed, readDismissedAnnouncements } from './dismissed-announcements';

/**
 * The banner's place, held from the first paint until the banner has loaded (after the page: its schema
 * brings zod, which the landing page's JavaScript budget cannot carry). Drawn invisible from the answer
 * preloaded at start-up, only to take the height the banner will have: the page does not move when it
 * arrives (decision 070). Nothing of the unparsed answer is shown or read out; without a preloaded answer, or
 * with one the banner would not show, it holds nothing.
 */
/** An item of the unparsed answer that has an id; the rest of it is only looked at, never trusted. */
const hasId = (item: unknown): item is { _id: string; message?: unknown; severity?: unknown } =>
  typeof item === 'object' && item !== null && typeof (item as { _id?: unknown })._id === 'string';

export function ReservedAnnouncement() {
  const arrived = peekArrivedAnnouncements(getToken());
  if (!arrived || !Array.isArray(arrived.value)) return null;
  const first = firstNotDismissed(arrived.value.filter(hasId), readDismissedAnnouncements());
  if (typeof first?.message !== 'string') return null;
  return <AnnouncementBannerView reserved message={first.message} warning={first.severity === 'Warning'} />;
}
