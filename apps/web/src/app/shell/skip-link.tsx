import { MSG_SHELL } from '@arogya/contract/messages/shell';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: jumps past the banner and navigation to <main id="main-content">. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
      className="sr-only z-[100] rounded-lg bg-teal-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 dark:bg-teal-300 dark:text-slate-950"
    >
      {MSG_SHELL.skipToContent}
    </a>
  );
}
