import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AnnouncementBanner } from '../../features/announcements/components/announcement-banner';
import { useAuthSession } from '../../lib/auth-session';
import { AppProviders } from '../providers';
import { DocumentTitle } from './document-title';
import { ErrorBoundary } from './error-boundary';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** The join toast and the call overlay, loaded only for signed-in people (WebRTC code stays off the landing). */
const CallHost = lazy(() => import('../../features/video/components/call-host'));

function SignedInCallHost() {
  const { user } = useAuthSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <CallHost />
    </Suspense>
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
        <AnnouncementBanner />
        <Navbar />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
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
