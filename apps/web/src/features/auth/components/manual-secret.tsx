import { MSG_TWO_FACTOR } from '@arogya/contract/messages/two-factor';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to read and type into an app by hand. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The secret for typing into an authenticator by hand, grouped in fours, with a copy button. */
export function ManualSecret({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toast.success(MSG_TWO_FACTOR.secretCopied);
    } catch (error) {
      console.error('Could not copy the secret', error);
    }
  }

  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700 dark:text-slate-300">{MSG_TWO_FACTOR.manualSecret}</p>
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center">
        <code
          data-testid="two-factor-secret"
          className="w-full min-w-0 flex-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-base font-semibold tracking-wider break-words text-slate-900 select-all dark:bg-slate-800 dark:text-slate-100"
        >
          {groupSecret(secret)}
        </code>
        <Button variant="outline" size="sm" className="shrink-0" onClick={copy}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {MSG_TWO_FACTOR.copySecret}
        </Button>
      </div>
    </div>
  );
}
