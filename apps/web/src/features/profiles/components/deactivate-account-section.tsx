import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { Power } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ModalOnDemand } from '../../../components/ui/modal-on-demand';
import { useAuthSession } from '../../../lib/auth-session';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { clearStorageKeepingTheme } from '../../../lib/theme';
import { toast } from '../../../lib/toast';
import { useDeactivateAccount } from '../api/deactivate-account';

/**
 * Deactivate Account, after a confirmation (spec 02 §2, §4): DELETE /profile/me → 'Account deactivated.',
 * local storage cleared (the light/dark choice stays) and /login. Failure: the server's message, else
 * 'Failed to deactivate account'.
 */
export function DeactivateAccountSection() {
  const { logout } = useAuthSession();
  const [confirming, setConfirming] = useState(false);
  const deactivation = useDeactivateAccount();
  const busy = deactivation.isPending || deactivation.isSuccess;

  function deactivate() {
    deactivation.mutate(undefined, {
      onSuccess: () => {
        toast.success(MSG_PROFILE.deactivated);
        clearStorageKeepingTheme();
        logout('/login');
      },
      onError: (error) => notifyRequestFailure(error, MSG_PROFILE.deactivateFailed),
    });
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700 dark:text-slate-300">{MSG_PROFILE.deactivateHint}</p>
      <Button variant="danger" className="shrink-0" onClick={() => setConfirming(true)}>
        <Power aria-hidden="true" className="size-4" />
        {MSG_PROFILE.deactivate}
      </Button>
      <ModalOnDemand
        open={confirming}
        onClose={() => !busy && setConfirming(false)}
        size="md"
        title={MSG_PROFILE.deactivate}
        description={MSG_PROFILE.confirmDeactivate}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={busy}>
            {MSG_SHELL.cancel}
          </Button>
          <Button variant="danger" onClick={deactivate} disabled={busy}>
            <Power aria-hidden="true" className="size-4" />
            {busy ? MSG_PROFILE.deactivating : MSG_PROFILE.deactivate}
          </Button>
        </div>
      </ModalOnDemand>
    </div>
  );
}
