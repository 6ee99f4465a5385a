import { lazy } from 'react';
import { LandingPage } from '../../features/content/pages/landing-page';
import { AfterLoad } from '../shell/after-load';

/**
 * The floating chat assistant (spec 01 §1) loads after the page has: it brings the AI area's schemas and zod,
 * which a first visit to the landing page does not need before it can read the page.
 */
const ChatWidget = lazy(() =>
  import('../../features/ai/components/chat-widget').then((m) => ({ default: m.ChatWidget })),
);

/** The landing page with the chat assistant. */
export function LandingRoute() {
  return (
    <>
      <LandingPage />
      <AfterLoad>
        <ChatWidget />
      </AfterLoad>
    </>
  );
}
