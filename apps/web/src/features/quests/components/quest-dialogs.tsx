import { QUEST_CATEGORIES, QUEST_CATEGORY_LABELS } from '@arogya/contract/constants/quests';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_QUESTS } from '@arogya/contract/messages/quests';
import { type AdminQuest, type QuestInput, questInputSchema } from '@arogya/contract/schemas/quests';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useCreateQuest } from '../api/create-quest';
import { useDeleteQuest } from '../api/delete-quest';
import { useUpdateQuest } from '../api/update-quest';

type FormValues = z.input<typeof questInputSchema>;
type Parsed = z.output<typeof questInputSchema>;

const EMPTY: FormValues = {
  title: '',
  description: '',
  category: 'fitness',
  kind: 'manual',
  points: 50,
  durationDays: 7,
  badge: '',
  unit: '',
};

const asNumber = (v: string) => (v === '' ? undefined : Number(v));

function QuestForm({ quest, onDone }: { quest: AdminQuest | null; onDone: () => void }) {
  const create = useCreateQuest();
  const update = useUpdateQuest();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, Parsed>({
    resolver: zodResolver(questInputSchema),
    defaultValues: quest
      ? {
          title: quest.title,
          description: quest.description,
          category: quest.category,
          kind: quest.kind,
          points: quest.points,
          durationDays: quest.durationDays,
          badge: quest.badge,
          unit: quest.unit ?? '',
        }
      : EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    const input: QuestInput = { ...values, unit: values.unit ? values.unit : null };
    try {
      const result = quest
        ? await update.mutateAsync({ id: quest._id, input })
        : await create.mutateAsync(input);
      toast.success(result.msg);
      onDone();
    } catch (error) {
      notifyRequestFailure(error, MSG_QUESTS.adminSaveFailed);
    }
  });

  const busy = create.isPending || update.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={MSG_QUESTS.fieldTitle}
        error={errors.title?.message}
        className="sm:col-span-2"
        {...register('title')}
      />
      <TextAreaField
        label={MSG_QUESTS.fieldDescription}
        error={errors.description?.message}
        className="sm:col-span-2"
        {...register('description')}
      />
      <SelectField
        label={MSG_QUESTS.fieldCategory}
        options={QUEST_CATEGORIES.map((c) => ({ value: c, label: QUEST_CATEGORY_LABELS[c] }))}
        error={errors.category?.message}
        {...register('category')}
      />
      <SelectField
        label={MSG_QUESTS.fieldKind}
        options={[
          { value: 'manual', label: MSG_QUESTS.kindManual },
          { value: 'adherence', label: MSG_QUESTS.kindAdherence },
        ]}
        error={errors.kind?.message}
        {...register('kind')}
      />
      <TextField
        label={MSG_QUESTS.fieldPoints}
        type="number"
        error={errors.points?.message}
        {...register('points', { setValueAs: asNumber })}
      />
      <TextField
        label={MSG_QUESTS.fieldDuration}
        type="number"
        error={errors.durationDays?.message}
        {...register('durationDays', { setValueAs: asNumber })}
      />
      <TextField label={MSG_QUESTS.fieldBadge} error={errors.badge?.message} {...register('badge')} />
      <TextField label={MSG_QUESTS.fieldUnit} error={errors.unit?.message} {...register('unit')} />
      <div className="flex justify-end gap-3 sm:col-span-2">
        <Button variant="outline" onClick={onDone}>
          {MSG_QUESTS.adminCancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {MSG_QUESTS.adminSave}
        </Button>
      </div>
    </form>
  );
}

export function DeleteQuestDialog({ quest, onClose }: { quest: AdminQuest; onClose: () => void }) {
  const remove = useDeleteQuest();
  async function confirm() {
    try {
      const result = await remove.mutateAsync(quest._id);
      toast.success(result.msg);
      onClose();
    } catch (error) {
      notifyRequestFailure(error, MSG_QUESTS.adminDeleteFailed);
    }
  }
  return (
    <Modal open onClose={onClose} title={MSG_QUESTS.adminConfirmDelete} size="md">
      <p className="text-slate-700 dark:text-slate-300">
        {fill(MSG_QUESTS.adminDeleteConfirm, { title: quest.title })}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={onClose}>
          {MSG_QUESTS.adminCancel}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending}>
          {MSG_QUESTS.adminDelete}
        </Button>
      </div>
    </Modal>
  );
}

/** The admin's Health Quests catalogue: add, edit and delete quests, with how many patients took each. */
/** The quest form in its dialog: a new quest, or `editing` one. */
export function QuestFormDialog({
  editing,
  onClose,
}: {
  editing: AdminQuest | 'new' | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? MSG_QUESTS.adminNew : MSG_QUESTS.adminEdit}
    >
      {editing !== null && <QuestForm quest={editing === 'new' ? null : editing} onDone={onClose} />}
    </Modal>
  );
}
