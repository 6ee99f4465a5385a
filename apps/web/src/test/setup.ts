import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { onDemandLoaded } from '../components/ui/on-demand';
import { installFormDataBridge, server, takeRefusedAnswers } from './msw';

// Effects (useEffect) run a task after the render, as React schedules them, instead of after the next
// animation frame (Preact's default, up to 35 ms later in jsdom). A test acts as soon as what it waits for
// is on screen; with the frame's delay a click could reach a component whose subscriptions (TanStack
// Query's observers subscribe in an effect) were not made yet, and a mutation's callbacks were lost.
options.requestAnimationFrame = (flush) => setTimeout(flush, 0);

// Lazy pages and form libraries can take over a second to load on a busy machine.
configure({ asyncUtilTimeout: 3000 });

// Every request of a component test goes to Mock Service Worker; one that no handler answers fails the
// test instead of reaching a network.
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await installFormDataBridge();
});
afterAll(() => server.close());

// Dialogs and forms that open after a click load on demand once the page has loaded (components/ui/on-demand):
// each test starts with that code loaded, as a person's click finds it.
beforeEach(() => onDemandLoaded());

afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Sonner keeps toasts in a module-level store and replays them to the next <Toaster />.
  toast.dismiss();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.classList.remove('dark');
  // A handler built an answer the server could not send: the test fails even if the page coped.
  const [refused] = takeRefusedAnswers();
  if (refused) throw refused;
});
