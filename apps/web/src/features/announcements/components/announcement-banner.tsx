import { useState } from 'react';
import { useAuthSession } from '../../../lib/auth-session';
import { useActiveAnnouncements } from '../api/get-active-announcements';
import { AnnouncementBannerView } from './announcement-banner-view';
import {
  dismissAnnouncement,
  firstNotDismissed,
  readDismissedAnnouncements,
} from './dismissed-announcements';

/**
 * The dismissible banner at the top (spec 01 §2, §4): the first active announcement that this browser has
 * not dismissed; Warning is yellow, anything else blue.
 */
export function AnnouncementBanner() {
  // Re-rendered with the session, so a sign-in or sign-out asks for that viewer's announcements.
  useAuthSession();
  const { data } = useActiveAnnouncements();
  const [dismissed, setDismissed] = useState(readDismissedAnnouncements);
  const announcement = data && firstNotDismissed(data, dismissed);
  if (!announcement) return null;
  return (
    <AnnouncementBannerView
      message={announcement.message}
      warning={announcement.severity === 'Warning'}
      onDismiss={() => setDismissed(dismissAnnouncement(announcement._id))}
    />
  );
}
