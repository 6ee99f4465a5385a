import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import type { Appointment } from '@arogya/contract/schemas/appointments';
import { CalendarX2 } from 'lucide-react';
import { CancelDialog } from '../../../../components/cancel-dialog';
import { formatRupees } from '../../../../lib/format';

/** Asks before a Pending appointment is cancelled (it cannot be undone; a care-fund payment is refunded). */
export function CancelAppointmentDialog({
  appointment,
  open,
  pending,
  onClose,
  onConfirm,
}: {
  appointment: Appointment;
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <CancelDialog
      open={open}
      title={fill(MSG_APPOINTMENTS.proCancelTitle, { name: appointment.patient.name })}
      keepLabel={MSG_APPOINTMENTS.proKeepAppointment}
      confirmLabel={MSG_APPOINTMENTS.proCancelAppointment}
      pendingLabel={MSG_APPOINTMENTS.proSubmitting}
      confirmIcon={<CalendarX2 aria-hidden="true" className="size-4" />}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{MSG_APPOINTMENTS.confirmCancel}</p>
      {appointment.paymentStatus === 'paid' && (
        <p className="text-sm">
          {fill(MSG_APPOINTMENTS.proCancelRefund, { fee: formatRupees(appointment.fee) })}
        </p>
      )}
    </CancelDialog>
  );
}
