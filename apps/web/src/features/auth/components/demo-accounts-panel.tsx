import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { fill } from '@arogya/contract/messages/fill';
import type { DevInfo } from '@arogya/contract/schemas/dev';
import { UserRound } from 'lucide-react';

type DemoAccount = DevInfo['demoAccounts'][number];

const ROLE_LABELS: Record<string, string> = {
  admin: MSG_AUTH.demoRoleAdmin,
  patient: MSG_AUTH.demoRolePatient,
  doctor: MSG_AUTH.demoRoleDoctor,
  nurse: MSG_AUTH.demoRoleNurse,
  technician: MSG_AUTH.demoRoleTechnician,
  ambulance: MSG_AUTH.demoRoleAmbulance,
};

export function demoRoleLabel(role: string): string {
  return ROLE_LABELS[role] ?? role;
}

/**
 * The login page's "Demo accounts" panel (development only: the accounts come from GET /api/dev/info,
 * which production does not have). One click fills the form; the person still presses Login.
 */
export function DemoAccountsPanel({
  accounts,
  onPick,
}: {
  accounts: readonly DemoAccount[];
  onPick: (account: DemoAccount) => void;
}) {
  if (accounts.length === 0) return null;
  return (
    <section
      aria-labelledby="demo-accounts-title"
      className="rounded-xl border border-dashed border-amber-400 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40"
    >
      <h2 id="demo-accounts-title" className="text-sm font-semibold text-amber-950 dark:text-amber-100">
        {MSG_AUTH.demoAccountsTitle}
      </h2>
      <p className="mt-1 text-xs text-amber-900 dark:text-amber-200">{MSG_AUTH.demoAccountsHint}</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {accounts.map((account) => (
          <li key={account.email} className="min-w-0">
            <button
              type="button"
              onClick={() => onPick(account)}
              aria-label={fill(MSG_AUTH.demoAccountUse, {
                role: demoRoleLabel(account.role),
                email: account.email,
              })}
              className="flex w-full min-w-0 items-center gap-2 rounded-lg border border-amber-300 bg-white px-3 py-2 text-left text-sm hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-teal-700 dark:border-amber-800 dark:bg-slate-900 dark:hover:bg-slate-800"
            >
              <UserRound aria-hidden="true" className="size-4 shrink-0 text-amber-800 dark:text-amber-300" />
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900 dark:text-slate-100">
                  {demoRoleLabel(account.role)}
                </span>
                <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                  {account.email}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
