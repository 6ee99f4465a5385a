import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../../lib/use-theme';

/** Light/dark switch (spec 01 §2): light by default, saved in localStorage `theme`. */
export function ThemeToggle() {
  const [theme, setTheme] = useTheme();
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      aria-label={MSG_SHELL.toggleTheme}
      aria-pressed={isDark}
      title={MSG_SHELL.toggleTheme}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
      className="grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      {isDark ? (
        <Sun aria-hidden="true" className="size-5" />
      ) : (
        <Moon aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
