import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import type { Appointment } from '@arogya/contract/schemas/appointments';
import type { Prescription } from '@arogya/contract/schemas/prescriptions';
import { FilePlus2, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { onDemand } from '../../../components/ui/on-demand';
import { useAuthSession } from '../../../lib/auth-session';
import { useIssuedPrescriptions } from '../api/issue-prescription';

/** The form opens after a click: its code (the form library, the dialog) loads on demand, not with the page. */
const PrescriptionDialog = onDemand(() => import('./prescription-dialog').then((m) => m.PrescriptionDialog), {
  isOpen: (props) => props.open !== null,
});

/**
 * The appointment manager's prescriptions (issue 14): for a doctor's Confirmed or Completed appointment,
 * "Issue prescription" opens the form; prescriptions already issued for it are listed, editable until the
 * patient has logged a dose.
 */
export function AppointmentPrescriptions({ appointment }: { appointment: Appointment }) {
  const { user } = useAuthSession();
  const eligible =
    user?.role === 'doctor' && (appointment.status === 'Confirmed' || appointment.status === 'Completed');
  const issued = useIssuedPrescriptions(eligible);
  const [open, setOpen] = useState<{ editing: Prescription | null } | null>(null);
  if (!eligible) return null;
  const mine = (issued.data ?? []).filter((rx) => rx.appointmentId === appointment._id);
  return (
    <div className="space-y-2">
      {mine.map((rx) => (
        <div
          key={rx._id}
          className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60"
        >
          <span className="min-w-0 truncate text-slate-800 dark:text-slate-200">
            {rx.date} · {rx.medicines.map((m) => m.name).join(', ')}
          </span>
          {rx.editable && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setOpen({ editing: rx })}
              aria-label={`${MSG_PRESCRIPTIONS.editPrescription} ${rx.date}`}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </Button>
          )}
        </div>
      ))}
      <Button size="sm" variant="outline" onClick={() => setOpen({ editing: null })}>
        <FilePlus2 aria-hidden="true" className="size-4" />
        {MSG_PRESCRIPTIONS.issuePrescription}
      </Button>
      <PrescriptionDialog appointment={appointment} open={open} onClose={() => setOpen(null)} />
    </div>
  );
}
