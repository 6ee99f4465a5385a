import { ROLE_LABELS, type Role, type SelfRegisterRole } from '@arogya/contract/constants/auth';
import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { type ReactNode, useId } from 'react';

export function roleLabel(role: Role): string {
  return role in ROLE_LABELS ? ROLE_LABELS[role as SelfRegisterRole] : role;
}

/**
 * One item an admin decides on (an application, a profile change): who it is, what to check, and the
 * actions. The list item is named by the person's name.
 */
export function ReviewCard({
  name,
  email,
  meta,
  children,
  actions,
}: {
  name: string;
  email: string;
  meta?: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}) {
  const nameId = useId();
  return (
    <li
      aria-labelledby={nameId}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] lg:items-start lg:gap-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="min-w-0">
        <h3 id={nameId} className="font-semibold break-words text-slate-900 dark:text-white">
          {name}
        </h3>
        <p className="text-sm break-all text-slate-600 dark:text-slate-400">
          <span className="sr-only">{MSG_ADMIN.colEmail}: </span>
          {email}
        </p>
        {meta}
      </div>
      <div className="min-w-0 space-y-3">{children}</div>
      <div className="flex gap-2 lg:flex-col">{actions}</div>
    </li>
  );
}
