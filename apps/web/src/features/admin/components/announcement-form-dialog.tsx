import {
  ANNOUNCEMENT_MESSAGE_MAX,
  ANNOUNCEMENT_SEVERITIES,
  ANNOUNCEMENT_TARGETS,
} from '@arogya/contract/constants/announcements';
import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import {
  type Announcement,
  type AnnouncementInput,
  announcementInputSchema,
} from '@arogya/contract/schemas/announcements';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { bodyFieldErrors } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateAnnouncement } from '../api/create-announcement';
import { useUpdateAnnouncement } from '../api/update-announcement';

const { message, severity, targetRole, isActive } = announcementInputSchema.shape;

/** `datetime-local` values (the admin's own clock) are turned into instants when sent. */
const localDateTime = z
  .string()
  .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), MSG_ADMIN.announcementWindowInvalid);

/** The contract's fields, with the window as the browser's `datetime-local` strings ('' = none). */
const formSchema = z
  .object({ message, severity, targetRole, isActive, startsAt: localDateTime, endsAt: localDateTime })
  .superRefine((value, ctx) => {
    if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: MSG_ADMIN.announcementWindowOrder });
    }
  });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

/** An instant as a `datetime-local` value in the browser's zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function defaultsOf(announcement: Announcement | null): FormInput {
  return {
    message: announcement?.message ?? '',
    severity: announcement?.severity ?? 'Info',
    targetRole: announcement?.targetRole ?? 'All Users',
    isActive: announcement?.isActive ?? true,
    startsAt: toLocalInput(announcement?.startsAt ?? null),
    endsAt: toLocalInput(announcement?.endsAt ?? null),
  };
}

/**
 * Create or edit an announcement (spec 02 §7): message (required), severity, target role, active; ours: an
 * optional window. Success toasts the spec's text and closes; failure says 'Failed to save announcement'.
 */
export function AnnouncementFormDialog({
  open,
  announcement,
  onClose,
}: {
  open: boolean;
  /** null: a new one. */
  announcement: Announcement | null;
  onClose: () => void;
}) {
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: defaultsOf(announcement),
  });

  useEffect(() => {
    if (open) reset(defaultsOf(announcement));
  }, [open, announcement, reset]);

  async function submit(values: FormValues) {
    const input: AnnouncementInput = {
      ...values,
      startsAt: values.startsAt ? new Date(values.startsAt).toISOString() : null,
      endsAt: values.endsAt ? new Date(values.endsAt).toISOString() : null,
    };
    try {
      const { msg } = announcement
        ? await update.mutateAsync({ id: announcement._id, input })
        : await create.mutateAsync(input);
      toast.success(msg);
      onClose();
    } catch (error) {
      for (const [field, text] of Object.entries(bodyFieldErrors(error))) {
        if (field in values) setError(field as keyof FormValues, { message: text });
      }
      toast.error(MSG_ADMIN.saveAnnouncementFailed);
    }
  }

  return (
    <Modal
      open={open}
      onClose={() => !isSubmitting && onClose()}
      size="md"
      title={announcement ? MSG_ADMIN.editAnnouncement : MSG_ADMIN.newAnnouncement}
    >
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5" aria-busy={isSubmitting}>
        <TextAreaField
          label={MSG_ADMIN.message}
          required
          maxLength={ANNOUNCEMENT_MESSAGE_MAX}
          error={errors.message?.message}
          {...register('message')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={MSG_ADMIN.severity}
            options={ANNOUNCEMENT_SEVERITIES}
            {...register('severity')}
          />
          <SelectField label={MSG_ADMIN.target} options={ANNOUNCEMENT_TARGETS} {...register('targetRole')} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={MSG_ADMIN.announcementStartsAt}
            type="datetime-local"
            error={errors.startsAt?.message}
            {...register('startsAt')}
          />
          <TextField
            label={MSG_ADMIN.announcementEndsAt}
            type="datetime-local"
            error={errors.endsAt?.message}
            {...register('endsAt')}
          />
        </div>
        <label className="flex items-center gap-3 text-sm font-medium text-slate-800 dark:text-slate-200">
          <input type="checkbox" className="size-4 accent-teal-700" {...register('isActive')} />
          {MSG_ADMIN.isActive}
        </label>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            {MSG_SHELL.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? MSG_ADMIN.saving : MSG_ADMIN.saveAnnouncement}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
