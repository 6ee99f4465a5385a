import { lazy } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ReservedAnnouncement } from '../../features/announcements/components/reserved-announcement';
import { useAuthSession } from '../../lib/auth-session';
import { AppProviders } from '../providers';
import { AfterLoad } from './after-load';
import { DocumentTitle } from './document-title';
import { ErrorBoundary } from './error-boundary';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * The announcement banner loads after the page has (its schema brings zod, which the landing page's
 * JavaScript budget cannot carry; scripts/web-budget.mjs). Its place is held from the first paint, from the
 * announcements asked for as the app starts (main.tsx), so the page does not move when it arrives
 * (decision 070).
 */
const AnnouncementBanner = lazy(() =>
  import('../../features/announcements/components/announcement-banner').then((m) => ({
    default: m.AnnouncementBanner,
  })),
);

/**
 * The join toast and the call overlay, loaded only for signed-in people (WebRTC code stays off the landing),
 * after the load event like the socket whose events they answer.
 */
const CallHost = lazy(() => import('../../features/video/components/call-host'));

/**
 * The scheduled-erasure banner, for signed-in people only (its query asks the server about the account), after
 * the load event.
 */
const ErasureBanner = lazy(() =>
  import('../../features/privacy/components/erasure-banner').then((m) => ({ default: m.ErasureBanner })),
);

function SignedInErasureBanner() {
  const { user } = useAuthSession();
  if (!user) return null;
  return (
    <AfterLoad>
      <ErasureBanner />
    </AfterLoad>
  );
}

function SignedInCallHost() {
  const { user } = useAuthSession();
  if (!user) return null;
  return (
    <AfterLoad>
      <CallHost />
    </AfterLoad>
  );
}

/** The shell around every page: skip link, announcement banner, navigation, main, footer, toasts. */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <AppProviders>
      <div className="flex min-h-screen flex-col">
        <SkipLink />
        <ScrollToTop />
        <DocumentTitle />
        <AfterLoad fallback={<ReservedAnnouncement />}>
          <AnnouncementBanner />
        </AfterLoad>
        <Navbar />
        <SignedInErasureBanner />
        {/* At least a screen below the navigation bar (h-16): the footer starts below the fold, so a page whose
            content arrives after its first paint does not push a visible footer down (layout shift). */}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1">
          <ErrorBoundary resetKey={pathname}>
            <Outlet />
          </ErrorBoundary>
        </main>
        <Footer />
      </div>
      <SignedInCallHost />
    </AppProviders>
  );
}
