import { QUEST_CATEGORY_LABELS } from '@arogya/contract/constants/quests';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_QUESTS } from '@arogya/contract/messages/quests';
import type { AdminQuest } from '@arogya/contract/schemas/quests';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { onDemand } from '../../../components/ui/on-demand';
import { useAdminQuests } from '../api/get-admin-quests';

// The form and the delete confirmation open after a click: their code (the form library, the dialog)
// loads on demand, not with the page.
const QuestFormDialog = onDemand(() => import('./quest-dialogs').then((m) => m.QuestFormDialog), {
  isOpen: (props) => props.editing !== null,
});
const DeleteQuestDialog = onDemand(() => import('./quest-dialogs').then((m) => m.DeleteQuestDialog));

export function AdminQuestsSection() {
  const quests = useAdminQuests();
  const [editing, setEditing] = useState<AdminQuest | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminQuest | null>(null);

  return (
    <section aria-labelledby="admin-quests-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-quests-title" className="text-xl font-semibold text-slate-900 dark:text-white">
          {MSG_QUESTS.adminTitle}
        </h2>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {MSG_QUESTS.adminNew}
        </Button>
      </div>
      {quests.isPending ? (
        <LoadingState className="mt-6" />
      ) : quests.isError ? (
        <ErrorState className="mt-6" message={MSG_QUESTS.loadFailed} onRetry={() => void quests.refetch()} />
      ) : quests.data.quests.length === 0 ? (
        <p className="mt-4 text-slate-700 dark:text-slate-300">{MSG_QUESTS.adminEmpty}</p>
      ) : (
        <ul className="mt-4 grid gap-3 lg:grid-cols-2">
          {quests.data.quests.map((q) => (
            <li key={q._id}>
              <Card className="flex h-full flex-col gap-2 p-4">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-slate-900 dark:text-white">{q.title}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {QUEST_CATEGORY_LABELS[q.category]} · {fill(MSG_QUESTS.points, { points: q.points })} ·{' '}
                      {fill(MSG_QUESTS.days, { days: q.durationDays })} · {q.badge}
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {fill(MSG_QUESTS.adminAccepted, { count: q.enrolments, completed: q.completions })}
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setEditing(q)}
                      aria-label={`${MSG_QUESTS.adminEdit}: ${q.title}`}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setDeleting(q)}
                      aria-label={`${MSG_QUESTS.adminDelete}: ${q.title}`}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <QuestFormDialog editing={editing} onClose={() => setEditing(null)} />
      {deleting && <DeleteQuestDialog quest={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
