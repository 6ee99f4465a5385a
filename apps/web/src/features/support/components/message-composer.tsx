import { mentionsSelfHarm, SUPPORT_MESSAGE_MAX } from '@arogya/contract/constants/support';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { type SendSupportMessageInput, sendSupportMessageSchema } from '@arogya/contract/schemas/support';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useSendMessage } from '../api/send-message';

/**
 * The message box: 1000-character limit with a counter, Send. Typing never blocks; a send in progress
 * blocks another. A message that mentions self-harm shows its author the helplines at once.
 */
export function MessageComposer({ groupId, onSafety }: { groupId: string; onSafety: () => void }) {
  const send = useSendMessage(groupId);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<SendSupportMessageInput, unknown, { content: string }>({
    resolver: zodResolver(sendSupportMessageSchema),
    defaultValues: { content: '' },
  });
  const content = watch('content') ?? '';
  const count = content.length;
  const over = count > SUPPORT_MESSAGE_MAX;

  async function submit(values: { content: string }) {
    if (send.isPending) return;
    if (mentionsSelfHarm(values.content)) onSafety();
    try {
      const sent = await send.mutateAsync(values.content);
      if (sent.safetyFlag) onSafety();
      reset({ content: '' });
    } catch (error) {
      toast.error(isApiError(error) && error.message ? error.message : MSG_SUPPORT.sendFailed);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-2" aria-busy={send.isPending}>
      <label htmlFor="support-message" className="sr-only">
        {MSG_SUPPORT.messagePlaceholder}
      </label>
      <textarea
        id="support-message"
        rows={3}
        placeholder={MSG_SUPPORT.messagePlaceholder}
        aria-invalid={errors.content || over ? true : undefined}
        aria-describedby="support-message-counter"
        className={cn(controlClasses, 'min-h-20 resize-y')}
        {...register('content')}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void handleSubmit(submit)();
          }
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          id="support-message-counter"
          className={cn(
            'text-sm',
            over ? 'font-semibold text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400',
          )}
        >
          {fill(MSG_SUPPORT.charCounter, { count })}
          {errors.content?.message && (
            <span className="ml-2 text-red-700 dark:text-red-400">{errors.content.message}</span>
          )}
        </p>
        <Button type="submit" disabled={send.isPending || over}>
          <Send aria-hidden="true" className="size-4" />
          {MSG_SUPPORT.send}
        </Button>
      </div>
    </form>
  );
}
