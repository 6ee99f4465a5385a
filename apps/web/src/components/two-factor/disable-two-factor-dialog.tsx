import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { MSG_TWO_FACTOR } from '@arogya/contract/messages/two-factor';
import { totpCodeSchema } from '@arogya/contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type DisableTwoFactorBody, useDisableTwoFactor } from '../../lib/api/disable-two-factor';
import { setToken } from '../../lib/auth-token';
import { notifyRequestFailure } from '../../lib/request-failure';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { CodeField } from '../ui/code-field';
import { PasswordField } from '../ui/form-field';
import { Modal } from '../ui/modal';

type Mode = 'code' | 'password';

const codeSchema = z.object({ token: totpCodeSchema });
const passwordSchema = z.object({ password: z.string().min(1, MSG_AUTH.passwordRequired) });

/**
 * Turning two-factor off asks for proof: a current code from the authenticator app, or (if the phone is
 * not at hand) the account password. Success: '2FA has been disabled successfully' and the fresh session
 * token replaces the old one. Failure: the server's message, else 'Failed to disable 2FA'.
 */
export function DisableTwoFactorDialog({
  open,
  onClose,
  onDisabled,
}: {
  open: boolean;
  onClose: () => void;
  onDisabled: () => void;
}) {
  const [mode, setMode] = useState<Mode>('code');
  const disable = useDisableTwoFactor();

  function close() {
    setMode('code');
    onClose();
  }

  async function submit(body: DisableTwoFactorBody) {
    try {
      const response = await disable.mutateAsync(body);
      if (response.token) setToken(response.token);
      toast.success(MSG_TWO_FACTOR.disabled);
      setMode('code');
      onDisabled();
    } catch (error) {
      notifyRequestFailure(error, MSG_TWO_FACTOR.disableFailed);
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      size="md"
      title={MSG_TWO_FACTOR.confirmDisable}
      description={mode === 'code' ? MSG_TWO_FACTOR.disableHint : MSG_TWO_FACTOR.disablePasswordHint}
    >
      {mode === 'code' ? (
        <CodeForm onSubmit={submit} onCancel={close} onSwitch={() => setMode('password')} />
      ) : (
        <PasswordForm onSubmit={submit} onCancel={close} onSwitch={() => setMode('code')} />
      )}
    </Modal>
  );
}

interface FormProps {
  onSubmit: (body: DisableTwoFactorBody) => Promise<void>;
  onCancel: () => void;
  onSwitch: () => void;
}

function CodeForm({ onSubmit, onCancel, onSwitch }: FormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { token: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((v) => onSubmit({ token: v.token }))} className="space-y-5">
      <CodeField
        label={MSG_TWO_FACTOR.codeLabel}
        required
        data-autofocus
        error={errors.token?.message}
        {...register('token')}
      />
      <SwitchLink onClick={onSwitch} disabled={isSubmitting}>
        {MSG_TWO_FACTOR.usePassword}
      </SwitchLink>
      <Actions busy={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

function PasswordForm({ onSubmit, onCancel, onSwitch }: FormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof passwordSchema>, unknown, z.output<typeof passwordSchema>>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((v) => onSubmit({ password: v.password }))} className="space-y-5">
      <PasswordField
        label={MSG_AUTH.password}
        autoComplete="current-password"
        required
        data-autofocus
        error={errors.password?.message}
        {...register('password')}
      />
      <SwitchLink onClick={onSwitch} disabled={isSubmitting}>
        {MSG_TWO_FACTOR.useCode}
      </SwitchLink>
      <Actions busy={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

function SwitchLink({
  onClick,
  disabled,
  children,
}: {
  onClick: () => void;
  disabled: boolean;
  children: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="text-sm font-semibold text-teal-800 underline-offset-4 hover:underline disabled:opacity-60 dark:text-teal-300"
    >
      {children}
    </button>
  );
}

function Actions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {MSG_SHELL.cancel}
      </Button>
      <Button type="submit" variant="danger" disabled={busy}>
        <ShieldOff aria-hidden="true" className="size-4" />
        {busy ? MSG_TWO_FACTOR.disabling : MSG_TWO_FACTOR.disable}
      </Button>
    </div>
  );
}
