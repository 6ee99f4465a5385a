import { MSG_TWO_FACTOR } from '@arogya/contract/messages/two-factor';
import { Check, Copy, Download, LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';

/**
 * The ten recovery codes, shown once right after two-factor is turned on, with copy and download. The
 * person confirms they saved them before leaving the page.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(MSG_TWO_FACTOR.recoveryCodesCopied);
    } catch (error) {
      console.error('Could not copy the recovery codes', error);
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'arogya-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <section aria-labelledby="recovery-codes-title" className="space-y-4">
      <h2
        id="recovery-codes-title"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
      >
        <LifeBuoy aria-hidden="true" className="size-5 text-teal-700 dark:text-teal-300" />
        {MSG_TWO_FACTOR.recoveryCodesTitle}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{MSG_TWO_FACTOR.recoveryCodesHint}</p>
      <ul
        data-testid="recovery-codes"
        className="grid grid-cols-1 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-base font-semibold tracking-wider text-slate-900 min-[360px]:grid-cols-2 dark:bg-slate-800 dark:text-slate-100"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={copy}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {MSG_TWO_FACTOR.copyRecoveryCodes}
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          {MSG_TWO_FACTOR.downloadRecoveryCodes}
        </Button>
      </div>
      <Button size="lg" className="w-full" onClick={onDone}>
        {MSG_TWO_FACTOR.recoveryCodesSaved}
      </Button>
    </section>
  );
}
