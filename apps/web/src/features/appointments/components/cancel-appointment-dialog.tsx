import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import type { Appointment } from '@arogya/contract/schemas/appointments';
import { CancelDialog } from '../../../components/cancel-dialog';
import { formatNumber } from '../../../lib/format';
import { formatLongDay } from '../../../lib/india-date';

/** Asks before cancelling: what is being cancelled, that it cannot be undone, and the refund when paid by care fund. */
export function CancelAppointmentDialog({
  appointment,
  pending,
  onConfirm,
  onClose,
}: {
  appointment: Appointment | null;
  pending: boolean;
  onConfirm: (appointment: Appointment) => void;
  onClose: () => void;
}) {
  return (
    <CancelDialog
      open={appointment !== null}
      title={MSG_APPOINTMENTS.myCancelTitle}
      keepLabel={MSG_APPOINTMENTS.myKeepAppointment}
      confirmLabel={MSG_APPOINTMENTS.myCancelAppointment}
      pendingLabel={MSG_APPOINTMENTS.myCancelling}
      pending={pending}
      onConfirm={() => {
        if (appointment) onConfirm(appointment);
      }}
      onClose={onClose}
    >
      {appointment && (
        <>
          <p className="text-slate-800 dark:text-slate-200">
            {fill(MSG_APPOINTMENTS.myCancelSummary, {
              bookingType: appointment.bookingType,
              doctor: appointment.doctor.name,
              date: formatLongDay(appointment.appointmentDate),
              time: appointment.appointmentTime,
            })}
          </p>
          <p>{MSG_APPOINTMENTS.confirmCancel}</p>
          {appointment.paymentStatus === 'paid' && (
            <p className="rounded-lg bg-teal-50 px-3 py-2 text-sm text-teal-950 dark:bg-teal-950/60 dark:text-teal-50">
              {fill(MSG_APPOINTMENTS.myCancelRefundNote, { fee: formatNumber(appointment.fee) })}
            </p>
          )}
        </>
      )}
    </CancelDialog>
  );
}
