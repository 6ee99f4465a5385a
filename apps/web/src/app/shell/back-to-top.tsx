import { BACK_TO_TOP_OFFSET_PX } from '@arogya/contract/constants/shell';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { scrollToTop } from '../../lib/scroll';

/** Appears once the page has scrolled more than 400 px (spec 01 §2, §9) and scrolls smoothly back up. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_OFFSET_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={MSG_SHELL.backToTop}
      title={MSG_SHELL.backToTop}
      onClick={scrollToTop}
      className="fixed right-4 bottom-4 z-30 grid size-12 place-items-center rounded-full bg-teal-700 text-white shadow-lg hover:bg-teal-800 sm:right-6 sm:bottom-6 dark:bg-teal-400 dark:text-slate-950 dark:hover:bg-teal-300"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
