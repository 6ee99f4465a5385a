import { JOIN_CALL_TOAST_MS } from '@arogya/contract/constants/video';
import type { VideoCallStartedPayload } from '@arogya/contract/events';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_VIDEO } from '@arogya/contract/messages/video';
import { Video, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * The join-call notification (spec 01 §4): who started the call, Join, and a visible countdown; it dismisses
 * itself after 30 s.
 */
export function JoinCallToast({
  call,
  onJoin,
  onDismiss,
  joining,
}: {
  call: VideoCallStartedPayload;
  onJoin: () => void;
  onDismiss: () => void;
  joining: boolean;
}) {
  const headingId = useId();
  const [left, setLeft] = useState(Math.round(JOIN_CALL_TOAST_MS / 1000));
  useEffect(() => {
    const timer = setInterval(() => setLeft((s) => s - 1), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0) onDismiss();
  }, [left, onDismiss]);

  return (
    <section
      aria-labelledby={headingId}
      className="fixed right-3 bottom-3 left-3 z-40 rounded-2xl border border-teal-200 bg-white p-4 shadow-xl sm:left-auto sm:w-96 dark:border-teal-800 dark:bg-slate-900"
      data-testid="join-call-toast"
    >
      <div className="flex items-start gap-3">
        <Video aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-700 dark:text-teal-300" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-semibold text-slate-900 dark:text-white">
            {MSG_VIDEO.incomingTitle}
          </h2>
          <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">
            {fill(MSG_VIDEO.incomingCall, { name: call.professional.name })}
          </p>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400" aria-live="off">
            {fill(MSG_VIDEO.dismissIn, { seconds: Math.max(0, left) })}
          </p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={MSG_VIDEO.dismiss}
          className="rounded-md p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="mt-3 flex justify-end">
        <Button onClick={onJoin} disabled={joining}>
          {MSG_VIDEO.join}
        </Button>
      </div>
    </section>
  );
}
