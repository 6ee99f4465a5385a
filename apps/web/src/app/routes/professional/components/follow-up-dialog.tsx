import {
  DEFAULT_FOLLOW_UP_DAYS,
  FOLLOW_UP_DAYS,
  type FollowUpDays,
} from '@arogya/contract/constants/care-notes';
import { MAX_TEXT } from '@arogya/contract/constants/input';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import type { FollowUp } from '@arogya/contract/schemas/appointments';
import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { SelectField } from '../../../../components/ui/form-field';
import { formatLongDay } from '../../../../lib/india-date';
import { followUpDateFor, isFollowUpDays } from '../lib/follow-up-date';
import { NoteFormDialog } from './note-form-dialog';

const OPTIONS = FOLLOW_UP_DAYS.map((days) => ({
  value: String(days),
  label: fill(MSG_APPOINTMENTS.proDaysOption, { days }),
}));

/**
 * Schedules the follow-up of a completed visit (spec 02 §5): 7, 14, 30, 60 or 90 days (14 by default); the
 * date sent is today in India plus that many days, shown before sending. The note is optional.
 */
export function FollowUpDialog({
  patientName,
  existing,
  open,
  onClose,
  onSubmit,
}: {
  patientName: string;
  existing: FollowUp | null;
  open: boolean;
  onClose: () => void;
  onSubmit: (body: { followUpDate: string; note: string }) => Promise<boolean>;
}) {
  const dateId = useId();
  const [days, setDays] = useState<FollowUpDays>(DEFAULT_FOLLOW_UP_DAYS);
  // Computed when shown and again when sent, so a dialog left open past midnight sends the right day.
  const followUpDate = followUpDateFor(days);

  return (
    <NoteFormDialog
      open={open}
      onClose={onClose}
      size="md"
      title={fill(MSG_APPOINTMENTS.proFollowUpTitle, { name: patientName })}
      description={MSG_APPOINTMENTS.proFollowUpHint}
      initialNote={existing?.note ?? ''}
      label={MSG_APPOINTMENTS.proFollowUpNote}
      hint={MSG_APPOINTMENTS.proFollowUpNoteHint}
      rows={3}
      maxLength={MAX_TEXT.followUpNote}
      submitIcon={<CalendarPlus aria-hidden="true" className="size-4" />}
      submitLabel={existing ? MSG_APPOINTMENTS.proUpdateFollowUp : MSG_APPOINTMENTS.scheduleFollowUp}
      busyLabel={MSG_APPOINTMENTS.proSaving}
      onSubmit={(note) => onSubmit({ followUpDate: followUpDateFor(days), note })}
    >
      <SelectField
        label={MSG_APPOINTMENTS.proFollowUpDays}
        options={OPTIONS}
        value={String(days)}
        aria-describedby={dateId}
        onChange={(event) => {
          const value = Number(event.target.value);
          if (isFollowUpDays(value)) setDays(value);
        }}
      />
      <p
        id={dateId}
        aria-live="polite"
        className="rounded-lg bg-teal-50 px-4 py-3 text-sm text-teal-950 dark:bg-teal-950/60 dark:text-teal-100"
      >
        <span className="font-medium">{MSG_APPOINTMENTS.proFollowUpDate}: </span>
        <time dateTime={followUpDate}>{formatLongDay(followUpDate)}</time>
      </p>
    </NoteFormDialog>
  );
}
