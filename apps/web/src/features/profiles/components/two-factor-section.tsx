import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { MSG_TWO_FACTOR } from '@arogya/contract/messages/two-factor';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { onDemand } from '../../../components/ui/on-demand';

/** The dialog opens after a click: its code (the form library, the dialog) loads on demand, not with the page. */
const DisableTwoFactorDialog = onDemand(
  () =>
    import('../../../components/two-factor/disable-two-factor-dialog').then((m) => m.DisableTwoFactorDialog),
  { isOpen: (props) => props.open },
);

/**
 * The editor's Two-Factor Authentication part (spec 02 §2, §4): when off, a link to /2fa-setup; when on,
 * Disable 2FA, which asks for a current code (or the password) first.
 */
export function TwoFactorSection({ enabled, onChanged }: { enabled: boolean; onChanged: () => void }) {
  const [disabling, setDisabling] = useState(false);
  const Icon = enabled ? ShieldCheck : ShieldOff;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <Icon
          aria-hidden="true"
          className={
            enabled
              ? 'mt-0.5 size-6 shrink-0 text-teal-700 dark:text-teal-300'
              : 'mt-0.5 size-6 shrink-0 text-slate-500 dark:text-slate-400'
          }
        />
        <div>
          <p className="font-medium text-slate-900 dark:text-white">
            {enabled ? MSG_TWO_FACTOR.statusOn : MSG_TWO_FACTOR.statusOff}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{MSG_PROFILE.twoFactorHint}</p>
        </div>
      </div>
      {enabled ? (
        <Button variant="outline" className="shrink-0" onClick={() => setDisabling(true)}>
          <ShieldOff aria-hidden="true" className="size-4" />
          {MSG_TWO_FACTOR.disable}
        </Button>
      ) : (
        <ButtonLink to="/2fa-setup" className="shrink-0">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {MSG_TWO_FACTOR.enable}
        </ButtonLink>
      )}
      <DisableTwoFactorDialog
        open={disabling}
        onClose={() => setDisabling(false)}
        onDisabled={() => {
          setDisabling(false);
          onChanged();
        }}
      />
    </div>
  );
}
