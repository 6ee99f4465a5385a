import { HeartPulse } from 'lucide-react';

/** The Arogya mark and word; decorative icon, the text carries the name. */
export function Logo() {
  return (
    <span className="flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900 dark:text-white">
      <span className="grid size-9 place-items-center rounded-xl bg-teal-700 text-white dark:bg-teal-400 dark:text-slate-950">
        <HeartPulse aria-hidden="true" className="size-5" />
      </span>
      Arogya
    </span>
  );
}
