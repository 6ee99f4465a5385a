import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { type SupportProfileInput, supportProfileInputSchema } from '@arogya/contract/schemas/support';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateSupportProfile } from '../api/my-profile';

/** Change the anonymous name (unique; no e-mail or phone number). */
export function DisplayNameDialog({
  open,
  current,
  onClose,
}: {
  open: boolean;
  current: string;
  onClose: () => void;
}) {
  const update = useUpdateSupportProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SupportProfileInput, unknown, { displayName: string }>({
    resolver: zodResolver(supportProfileInputSchema),
    values: { displayName: current },
  });

  async function submit(values: { displayName: string }) {
    try {
      await update.mutateAsync(values);
      toast.success(MSG_SUPPORT.displayNameSaved);
      onClose();
    } catch (error) {
      setError('displayName', {
        message: isApiError(error) && error.message ? error.message : MSG_SUPPORT.displayNameTaken,
      });
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={MSG_SUPPORT.changeName} size="md">
      <form noValidate className="space-y-4" onSubmit={handleSubmit(submit)}>
        <TextField
          label={MSG_SUPPORT.anonymous}
          error={errors.displayName?.message}
          {...register('displayName')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {MSG_SUPPORT.cancel}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {MSG_SUPPORT.saveName}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
