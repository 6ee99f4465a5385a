import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import type { Announcement } from '@arogya/contract/schemas/announcements';
import { Megaphone, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { ModalOnDemand } from '../../../components/ui/modal-on-demand';
import { onDemand } from '../../../components/ui/on-demand';
import { toast } from '../../../lib/toast';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import { useAnnouncements } from '../api/get-announcements';
import { AnnouncementItem } from './announcement-item';

/** The form opens after a click: its code (the form library, the dialog) loads on demand, not with the page. */
const AnnouncementFormDialog = onDemand(
  () => import('./announcement-form-dialog').then((m) => m.AnnouncementFormDialog),
  { isOpen: (props) => props.open },
);

/**
 * The announcements manager on /admin (spec 02 §2, §7, §8): every announcement newest first, New, Edit,
 * the active switch, and Delete after a confirmation. Failures say the spec's texts.
 */
export function AnnouncementsManager() {
  const list = useAnnouncements();
  const remove = useDeleteAnnouncement();
  const [editing, setEditing] = useState<Announcement | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Announcement | null>(null);

  function openForm(announcement: Announcement | null) {
    setEditing(announcement);
    setFormOpen(true);
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: ({ msg }) => {
        toast.success(msg);
        setDeleting(null);
      },
      onError: () => toast.error(MSG_ADMIN.deleteAnnouncementFailed),
    });
  }

  return (
    <section aria-labelledby="announcements-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="announcements-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          {MSG_ADMIN.announcements}
        </h2>
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" className="size-4" />
          {MSG_ADMIN.newAnnouncement}
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{MSG_ADMIN.announcementsHint}</p>
      <div className="mt-5">
        {list.isPending ? (
          <LoadingState className="py-16" />
        ) : list.isError ? (
          <ErrorState
            message={MSG_ADMIN.fetchAnnouncementsFailed}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700">
            <Megaphone aria-hidden="true" className="size-8 text-slate-500 dark:text-slate-400" />
            <p className="font-medium text-slate-700 dark:text-slate-300">{MSG_ADMIN.noAnnouncements}</p>
          </div>
        ) : (
          <ul className="space-y-4" aria-label={MSG_ADMIN.announcements}>
            {list.data.map((a) => (
              <AnnouncementItem
                key={a._id}
                announcement={a}
                onEdit={() => openForm(a)}
                onDelete={() => setDeleting(a)}
              />
            ))}
          </ul>
        )}
      </div>

      <AnnouncementFormDialog open={formOpen} announcement={editing} onClose={() => setFormOpen(false)} />

      <ModalOnDemand
        open={deleting !== null}
        onClose={() => !remove.isPending && setDeleting(null)}
        size="md"
        title={MSG_ADMIN.confirmDeleteAnnouncement}
        description={deleting?.message}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setDeleting(null)} disabled={remove.isPending}>
            {MSG_SHELL.cancel}
          </Button>
          <Button variant="danger" onClick={confirmDelete} disabled={remove.isPending}>
            <Trash2 aria-hidden="true" className="size-4" />
            {remove.isPending ? MSG_ADMIN.deleting : MSG_ADMIN.delete}
          </Button>
        </div>
      </ModalOnDemand>
    </section>
  );
}
