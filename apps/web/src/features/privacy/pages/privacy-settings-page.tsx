import { MSG_PRIVACY } from '@arogya/contract/messages/privacy';
import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { SettingsSection } from '../../../components/ui/settings-section';
import { ConsentsSection } from '../components/consents-section';
import { EraseSection } from '../components/erase-section';
import { ExportSection } from '../components/export-section';

/** The id of the "Delete your account" part: the erasure banner links straight to it. */
export const DELETE_ACCOUNT_ANCHOR = 'delete-account';

/**
 * /profile/privacy (login required, every role; issue #25): "Your data" — download an export, see and
 * withdraw consents, delete the account (or cancel a scheduled deletion). Linked from the user menu and
 * each role's account pages.
 */
export function PrivacySettingsPage() {
  const { hash } = useLocation();
  // The banner's link lands on the deletion part. The shell scrolls to the top on arrival (its effect runs
  // after this page's), so the jump waits one frame.
  useEffect(() => {
    if (hash !== `#${DELETE_ACCOUNT_ANCHOR}`) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(DELETE_ACCOUNT_ANCHOR)?.scrollIntoView({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash]);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {MSG_PRIVACY.pageTitle}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{MSG_PRIVACY_WEB.pageIntro}</p>
      <Link
        to="/privacy"
        className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-teal-800 hover:underline dark:text-teal-300"
      >
        {MSG_PRIVACY_WEB.readNotice}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
      <div className="mt-8 space-y-6">
        <SettingsSection title={MSG_PRIVACY_WEB.exportTitle}>
          <ExportSection />
        </SettingsSection>
        <SettingsSection title={MSG_PRIVACY_WEB.consentsTitle}>
          <ConsentsSection />
        </SettingsSection>
        <div id={DELETE_ACCOUNT_ANCHOR} className="scroll-mt-24">
          <SettingsSection title={MSG_PRIVACY_WEB.eraseTitle} tone="danger">
            <EraseSection />
          </SettingsSection>
        </div>
      </div>
    </div>
  );
}
