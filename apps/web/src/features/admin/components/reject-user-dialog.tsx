import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { rejectSchema } from '@arogya/contract/schemas/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserX } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';

type RejectValues = z.output<typeof rejectSchema>;

/**
 * Asks the admin for the reason (required; the person sees it) before rejecting an application, or a
 * profile change (`title` and `description` then say so).
 */
export function RejectUserDialog({
  name,
  open,
  onClose,
  onReject,
  title = fill(MSG_ADMIN.rejectTitle, { name }),
  description = MSG_ADMIN.rejectHint,
}: {
  name: string;
  open: boolean;
  onClose: () => void;
  onReject: (reason: string) => Promise<boolean>;
  title?: string;
  description?: string;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof rejectSchema>, unknown, RejectValues>({
    resolver: zodResolver(rejectSchema),
    defaultValues: { reason: '' },
  });

  function close() {
    if (isSubmitting) return;
    reset();
    onClose();
  }

  async function submit({ reason }: RejectValues) {
    if (await onReject(reason)) reset();
  }

  return (
    <Modal open={open} onClose={close} size="md" title={title} description={description}>
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5" aria-busy={isSubmitting}>
        <TextAreaField
          label={MSG_ADMIN.rejectReason}
          required
          maxLength={500}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={isSubmitting}>
            {MSG_SHELL.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={isSubmitting}>
            <UserX aria-hidden="true" className="size-4" />
            {isSubmitting ? MSG_ADMIN.rejecting : MSG_ADMIN.reject}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
