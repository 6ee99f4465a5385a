import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import type { Appointment } from '@arogya/contract/schemas/appointments';
import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { formatRupees } from '../../../../lib/format';

/** Asks before a Pending appointment is cancelled (it cannot be undone; a care-fund payment is refunded). */
export function CancelAppointmentDialog({
  appointment,
  open,
  onClose,
  onConfirm,
}: {
  appointment: Appointment;
  open: boolean;
  onClose: () => void;
  onConfirm: () => Promise<boolean>;
}) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const done = await onConfirm();
    setBusy(false);
    if (done) onClose();
  }

  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      size="md"
      title={fill(MSG_APPOINTMENTS.proCancelTitle, { name: appointment.patient.name })}
    >
      <div className="space-y-3 text-slate-700 dark:text-slate-300">
        <p>{MSG_APPOINTMENTS.confirmCancel}</p>
        {appointment.paymentStatus === 'paid' && (
          <p className="text-sm">
            {fill(MSG_APPOINTMENTS.proCancelRefund, { fee: formatRupees(appointment.fee) })}
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={busy} data-autofocus>
          {MSG_APPOINTMENTS.proKeepAppointment}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
          <CalendarX2 aria-hidden="true" className="size-4" />
          {busy ? MSG_APPOINTMENTS.proSubmitting : MSG_APPOINTMENTS.proCancelAppointment}
        </Button>
      </div>
    </Modal>
  );
}
