import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import type { Appointment } from '@arogya/contract/schemas/appointments';
import { FileDown, FileText, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { onDemand } from '../../../../components/ui/on-demand';
import { notifyRequestFailure } from '../../../../lib/request-failure';
import { getIntakeForm, getPrivateFile } from '../api/download-file';
import { intakeFormFileName, reportFileName, saveBlob } from '../lib/save-file';

/** The summary opens after a click: its code (the dialog) loads on demand, not with the page. */
const PatientSummaryModal = onDemand(() =>
  import('./patient-summary-modal').then((m) => m.PatientSummaryModal),
);

/**
 * The appointment's documents: the server-generated intake form (PDF), the patient's report when one was
 * uploaded, and the AI patient summary. Downloads go through the api client so they carry the token.
 */
export function AppointmentFiles({ appointment }: { appointment: Appointment }) {
  const [downloading, setDownloading] = useState<'intake' | 'report' | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const { appointmentDate, patient, reportUrl } = appointment;

  async function downloadIntake() {
    setDownloading('intake');
    try {
      saveBlob(await getIntakeForm(appointment._id), intakeFormFileName(appointmentDate, patient.name));
    } catch (error) {
      notifyRequestFailure(error, MSG_APPOINTMENTS.proIntakeFailed);
    } finally {
      setDownloading(null);
    }
  }

  async function downloadReport(url: string) {
    setDownloading('report');
    try {
      const blob = await getPrivateFile(url, { errorMessage: MSG_APPOINTMENTS.proReportFailed });
      saveBlob(blob, reportFileName(appointmentDate, patient.name, blob.type));
    } catch (error) {
      notifyRequestFailure(error, MSG_APPOINTMENTS.proReportFailed);
    } finally {
      setDownloading(null);
    }
  }

  return (
    <div className="grid gap-2 sm:flex sm:flex-wrap">
      <Button
        variant="outline"
        size="sm"
        onClick={() => void downloadIntake()}
        disabled={downloading !== null}
      >
        <FileDown aria-hidden="true" className="size-4" />
        {downloading === 'intake' ? MSG_APPOINTMENTS.proDownloading : MSG_APPOINTMENTS.intakeForm}
      </Button>
      {reportUrl && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void downloadReport(reportUrl)}
          disabled={downloading !== null}
        >
          <FileText aria-hidden="true" className="size-4" />
          {downloading === 'report' ? MSG_APPOINTMENTS.proDownloading : MSG_APPOINTMENTS.proDownloadReport}
        </Button>
      )}
      <Button variant="secondary" size="sm" onClick={() => setSummaryOpen(true)}>
        <Sparkles aria-hidden="true" className="size-4" />
        {MSG_APPOINTMENTS.aiPatientSummary}
      </Button>
      {summaryOpen && (
        <PatientSummaryModal
          appointmentId={appointment._id}
          patientName={patient.name}
          onClose={() => setSummaryOpen(false)}
        />
      )}
    </div>
  );
}
