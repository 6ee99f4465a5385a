import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { fill } from '@arogya/contract/messages/fill';
import type { Announcement } from '@arogya/contract/schemas/announcements';
import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useUpdateAnnouncement } from '../api/update-announcement';
import { inputOf } from '../lib/announcement-input';

const SEVERITY_CLASSES: Record<Announcement['severity'], string> = {
  Warning: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  Info: 'bg-blue-100 text-blue-950 dark:bg-blue-950 dark:text-blue-100',
  Error: 'bg-red-100 text-red-950 dark:bg-red-950 dark:text-red-100',
};

/** Where an announcement stands now: off, waiting for its window, past it, or live. */
function stateOf(a: Announcement, now: number): string {
  if (!a.isActive) return MSG_ADMIN.announcementInactive;
  if (a.startsAt && Date.parse(a.startsAt) > now) return MSG_ADMIN.announcementScheduled;
  if (a.endsAt && Date.parse(a.endsAt) <= now) return MSG_ADMIN.announcementExpired;
  return MSG_ADMIN.announcementLive;
}

/** One announcement: message, severity, audience, window, state; the active switch, Edit and Delete. */
export function AnnouncementItem({
  announcement,
  onEdit,
  onDelete,
}: {
  announcement: Announcement;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const switchId = useId();
  const toggle = useUpdateAnnouncement();
  const state = stateOf(announcement, Date.now());

  return (
    <li
      aria-label={announcement.message}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className={cn('rounded-full px-2.5 py-0.5', SEVERITY_CLASSES[announcement.severity])}>
          {announcement.severity}
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          {announcement.targetRole}
        </span>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5',
            state === MSG_ADMIN.announcementLive
              ? 'bg-teal-100 text-teal-900 dark:bg-teal-950 dark:text-teal-100'
              : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
          )}
        >
          {state}
        </span>
      </div>
      <p className="mt-3 break-words text-slate-900 dark:text-slate-100">{announcement.message}</p>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        {[
          fill(MSG_ADMIN.createdOn, { date: formatDate(announcement.createdAt) }),
          announcement.startsAt &&
            fill(MSG_ADMIN.announcementWindowFrom, { date: formatDateTime(announcement.startsAt) }),
          announcement.endsAt &&
            fill(MSG_ADMIN.announcementWindowUntil, { date: formatDateTime(announcement.endsAt) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <label
          htmlFor={switchId}
          className="mr-auto inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
        >
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            aria-checked={announcement.isActive}
            className="size-4 accent-teal-700"
            checked={announcement.isActive}
            disabled={toggle.isPending}
            onChange={(e) =>
              toggle.mutate(
                { id: announcement._id, input: inputOf(announcement, { isActive: e.target.checked }) },
                {
                  onSuccess: ({ msg }) => toast.success(msg),
                  onError: () => toast.error(MSG_ADMIN.saveAnnouncementFailed),
                },
              )
            }
          />
          {MSG_ADMIN.isActive}
        </label>
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          {MSG_ADMIN.edit}
        </Button>
        <Button size="sm" variant="outline" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
          {MSG_ADMIN.delete}
        </Button>
      </div>
    </li>
  );
}
