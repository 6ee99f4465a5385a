import { fill } from '@arogya/contract/messages/fill';
import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import type { SupportGroup } from '@arogya/contract/schemas/support';
import { MessageSquare, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** Active or Inactive (spec 02 §2). */
export function GroupStatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        active
          ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
          : 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
      )}
    >
      {active ? MSG_SUPPORT.active : MSG_SUPPORT.inactive}
    </span>
  );
}

/** A group card: name, description, member count, category, message count, Active/Inactive, and actions. */
export function GroupCard({
  group,
  actions,
  linked,
}: {
  group: SupportGroup;
  actions?: ReactNode;
  linked?: boolean;
}) {
  return (
    <Card className="flex h-full flex-col gap-3 p-5" data-testid="support-group-card">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-semibold break-words text-slate-900 dark:text-white">
          {linked ? (
            <Link
              to={`/support-community/${group._id}`}
              className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              {group.name}
            </Link>
          ) : (
            group.name
          )}
        </h3>
        <GroupStatusBadge active={group.isActive} />
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{group.description}</p>
      <p className="text-xs font-medium text-teal-800 dark:text-teal-200">{group.category}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
        <div className="flex gap-4 text-sm text-slate-700 dark:text-slate-300">
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {group.memberCount === 1
              ? MSG_SUPPORT.oneMember
              : fill(MSG_SUPPORT.members, { count: group.memberCount })}
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageSquare aria-hidden="true" className="size-4" />
            {group.messageCount === 1
              ? MSG_SUPPORT.oneMessage
              : fill(MSG_SUPPORT.messages, { count: group.messageCount })}
          </span>
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </Card>
  );
}
