import { SUPPORT_GROUP_CATEGORIES } from '@arogya/contract/constants/support';
import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import {
  type SupportGroup,
  type SupportGroupInput,
  supportGroupInputSchema,
} from '@arogya/contract/schemas/support';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateGroup } from '../api/create-group';
import { useUpdateGroup } from '../api/update-group';

type Output = z.output<typeof supportGroupInputSchema>;

/** Create group / Edit group (spec 02 §2, §5): name, description, category of the ten; active when editing. */
export function GroupFormModal({
  open,
  group,
  onClose,
}: {
  open: boolean;
  /** The group to edit; null to create one. */
  group: SupportGroup | null;
  onClose: () => void;
}) {
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SupportGroupInput, unknown, Output>({
    resolver: zodResolver(supportGroupInputSchema),
    values: group
      ? {
          name: group.name,
          description: group.description,
          category: group.category,
          isActive: group.isActive,
        }
      : { name: '', description: '', category: '' as SupportGroupInput['category'], isActive: true },
  });

  async function submit(values: Output) {
    try {
      if (group) {
        await update.mutateAsync({ id: group._id, input: values });
        toast.success(MSG_SUPPORT.groupUpdated);
      } else {
        await create.mutateAsync(values);
        toast.success(MSG_SUPPORT.groupCreated);
      }
      onClose();
    } catch (error) {
      const fallback = group ? MSG_SUPPORT.updateGroupFailed : MSG_SUPPORT.createGroupFailed;
      toast.error(isApiError(error) && error.message ? error.message : fallback);
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={group ? MSG_SUPPORT.editGroup : MSG_SUPPORT.createGroup}
      size="md"
    >
      <form noValidate className="space-y-4" onSubmit={handleSubmit(submit)} aria-busy={isSubmitting}>
        <TextField
          label={MSG_SUPPORT.groupName}
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextAreaField
          label={MSG_SUPPORT.groupDescription}
          required
          rows={3}
          error={errors.description?.message}
          {...register('description')}
        />
        <SelectField
          label={MSG_SUPPORT.groupCategory}
          required
          error={errors.category?.message}
          options={[{ value: '', label: MSG_SUPPORT.groupSelectCategory }, ...SUPPORT_GROUP_CATEGORIES]}
          {...register('category')}
        />
        {group && (
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
            <input type="checkbox" className="size-4 accent-teal-700" {...register('isActive')} />
            {MSG_SUPPORT.groupActive}
          </label>
        )}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            {MSG_SUPPORT.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {group ? MSG_SUPPORT.saveGroup : MSG_SUPPORT.createGroupSubmit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
