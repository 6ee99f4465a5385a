import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// Lazy pages and form libraries can take over a second to load on a busy machine.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  // Sonner keeps toasts in a module-level store and replays them to the next <Toaster />.
  toast.dismiss();
  window.localStorage.clear();
  document.documentElement.classList.remove('dark');
});
