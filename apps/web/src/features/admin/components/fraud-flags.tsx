import { fraudFlagLabel } from '@arogya/contract/constants/admin';
import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { TriangleExclamationPoint } from 'lucide-react';

/** Fraud flags as warning chips, labelled per spec 02 §8; an unknown code is shown as it is. */
export function FraudFlags({ flags }: { flags: readonly string[] }) {
  if (flags.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{MSG_ADMIN.noFlags}</p>;
  }
  return (
    <ul aria-label={MSG_ADMIN.flags} className="flex flex-wrap gap-2">
      {flags.map((code) => (
        <li
          key={code}
          className="inline-flex items-center gap-1.5 rounded-lg border border-amber-300 bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          <TriangleExclamationPoint aria-hidden="true" className="size-3.5 shrink-0" />
          {fraudFlagLabel(code)}
        </li>
      ))}
    </ul>
  );
}
