import { MAX_TEXT } from '@arogya/contract/constants/input';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { type Ref, useId } from 'react';
import { TextAreaField } from '../../../components/ui/form-field';
import type { TriageOutcome } from '../lib/booking-rules';
import type { ProviderRole } from '../lib/provider-view';
import { type ReportState, ReportUploadField } from './report-upload-field';
import { TriageHelper } from './triage-helper';

/**
 * What the patient tells the professional (spec 01 §2): the symptom triage helper, the symptoms text area
 * ('Describe Care Requirements' for a nurse), previous medications and the optional report.
 */
export function BookingDetails({
  role,
  symptoms,
  onSymptomsChange,
  symptomsError,
  symptomsRef,
  previousMeds,
  onPreviousMedsChange,
  report,
  onReportChange,
  onReportUpload,
  canUpload,
  onTriageOutcome,
}: {
  role: ProviderRole;
  symptoms: string;
  onSymptomsChange: (value: string) => void;
  symptomsError: string | null;
  symptomsRef: Ref<HTMLTextAreaElement>;
  previousMeds: string;
  onPreviousMedsChange: (value: string) => void;
  report: ReportState;
  onReportChange: (next: ReportState) => void;
  onReportUpload: (file: File) => Promise<{ _id: string }>;
  canUpload: boolean;
  onTriageOutcome: (outcome: TriageOutcome | null) => void;
}) {
  const nurse = role === 'nurse';
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {MSG_BOOKING.formDetailsHeading}
      </h2>
      <TriageHelper onOutcome={onTriageOutcome} />
      <TextAreaField
        ref={symptomsRef}
        label={nurse ? MSG_BOOKING.describeCareRequirements : MSG_BOOKING.symptoms}
        required
        value={symptoms}
        onChange={(event) => onSymptomsChange(event.target.value)}
        maxLength={MAX_TEXT.symptoms}
        rows={5}
        placeholder={nurse ? MSG_BOOKING.careRequirementsPlaceholder : MSG_BOOKING.symptomsPlaceholder}
        error={symptomsError ?? undefined}
      />
      <TextAreaField
        label={MSG_BOOKING.previousMedications}
        value={previousMeds}
        onChange={(event) => onPreviousMedsChange(event.target.value)}
        maxLength={MAX_TEXT.previousMeds}
        rows={3}
      />
      <ReportUploadField
        value={report}
        onChange={onReportChange}
        canUpload={canUpload}
        upload={onReportUpload}
      />
    </section>
  );
}
