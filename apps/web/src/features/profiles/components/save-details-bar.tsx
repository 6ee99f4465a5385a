import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { Save } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** The footer of a details form: one Save button, "Saving…" while the request runs. */
export function SaveDetailsBar({ label, submitting }: { label: string; submitting: boolean }) {
  return (
    <div className="flex justify-end border-t border-slate-200 pt-5 dark:border-slate-800">
      <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
        <Save aria-hidden="true" className="size-4" />
        {submitting ? MSG_PROFILE.saving : label}
      </Button>
    </div>
  );
}
