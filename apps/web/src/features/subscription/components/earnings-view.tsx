import { fill } from '@arogya/contract/messages/fill';
import { MSG_SUBSCRIPTION } from '@arogya/contract/messages/subscription';
import type { Earnings } from '@arogya/contract/schemas/subscription';
import { formatPaise } from '../../../lib/format';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-11' → 'Nov 2026' */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-');
  return `${MONTH_NAMES[Number(m) - 1] ?? m} ${y}`;
}

/** The earnings table: per month visits, gross, commission, net and Pro savings; newest month first. */
export function EarningsTable({ earnings, months }: { earnings: Earnings; months?: number }) {
  const rows = [...earnings.months].reverse().slice(0, months ?? earnings.months.length);
  if (earnings.totals.visits === 0) {
    return <p className="text-slate-700 dark:text-slate-300">{MSG_SUBSCRIPTION.earningsEmpty}</p>;
  }
  return (
    <div>
      <div className="relative overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            <tr>
              <th scope="col" className="px-3 py-2">
                {MSG_SUBSCRIPTION.earningsMonth}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {MSG_SUBSCRIPTION.earningsVisits}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {MSG_SUBSCRIPTION.earningsGross}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {MSG_SUBSCRIPTION.earningsCommission}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {MSG_SUBSCRIPTION.earningsNet}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {MSG_SUBSCRIPTION.earningsProSavings}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 tabular-nums text-slate-800 dark:divide-slate-700 dark:text-slate-200">
            {rows.map((m) => (
              <tr key={m.month}>
                <th scope="row" className="px-3 py-2 font-medium">
                  {monthLabel(m.month)}
                </th>
                <td className="px-3 py-2 text-right">{m.visits}</td>
                <td className="px-3 py-2 text-right">{formatPaise(m.gross)}</td>
                <td className="px-3 py-2 text-right">{formatPaise(m.commission)}</td>
                <td className="px-3 py-2 text-right font-semibold">{formatPaise(m.net)}</td>
                <td className="px-3 py-2 text-right">{formatPaise(m.proSavings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {earnings.totals.proSavings > 0 && (
        <p className="mt-3 text-sm font-medium text-teal-800 dark:text-teal-300">
          {fill(MSG_SUBSCRIPTION.earningsSavedTotal, { amount: formatPaise(earnings.totals.proSavings) })}
        </p>
      )}
    </div>
  );
}
