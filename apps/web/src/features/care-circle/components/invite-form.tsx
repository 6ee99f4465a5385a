import { CARE_CIRCLE_ROLES, DEFAULT_CARE_CIRCLE_ROLE } from '@arogya/contract/constants/care-circle';
import { MSG_CARE_CIRCLE } from '@arogya/contract/messages/care-circle';
import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import { inviteCareCircleSchema } from '@arogya/contract/schemas/care-circle';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import type { FormEvent } from 'react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PrivacyNote } from '../../../components/privacy-note';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { useInviteMember } from '../api/invite-member';

type InviteValues = z.output<typeof inviteCareCircleSchema>;

/**
 * The invite form (spec 01 §5): an e-mail (type email) and a role, Family by default. An empty or
 * whitespace-only address is ignored silently; a sent invitation says 'Invitation sent successfully!'.
 */
export function InviteForm() {
  const headingId = useId();
  const invite = useInviteMember();
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof inviteCareCircleSchema>, unknown, InviteValues>({
    resolver: zodResolver(inviteCareCircleSchema),
    defaultValues: { email: '', role: DEFAULT_CARE_CIRCLE_ROLE },
  });

  const send = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (res) => {
        toast.success(res.msg);
        reset({ email: '', role: DEFAULT_CARE_CIRCLE_ROLE });
      },
    }),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (getValues('email').trim() === '') return;
    void send(event);
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {MSG_CARE_CIRCLE.inviteHeading}
      </h2>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <TextField
          type="email"
          autoComplete="off"
          label={MSG_CARE_CIRCLE.inviteEmail}
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField label={MSG_CARE_CIRCLE.inviteRole} options={CARE_CIRCLE_ROLES} {...register('role')} />
        <Button type="submit" disabled={invite.isPending} className="sm:mb-0.5">
          <UserPlus aria-hidden="true" className="size-4" />
          {MSG_CARE_CIRCLE.invite}
        </Button>
      </form>
      <PrivacyNote text={MSG_PRIVACY_WEB.careCircleInviteLine} />
    </section>
  );
}
