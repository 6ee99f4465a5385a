import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import type { Appointment } from '@arogya/contract/schemas/appointments';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
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
    <Modal
      open={appointment !== null}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={MSG_APPOINTMENTS.myCancelTitle}
      size="md"
    >
      {appointment && (
        <div className="space-y-4">
          <p className="text-slate-800 dark:text-slate-200">
            {fill(MSG_APPOINTMENTS.myCancelSummary, {
              bookingType: appointment.bookingType,
              doctor: appointment.doctor.name,
              date: formatLongDay(appointment.appointmentDate),
              time: appointment.appointmentTime,
            })}
          </p>
          <p className="text-slate-700 dark:text-slate-300">{MSG_APPOINTMENTS.confirmCancel}</p>
          {appointment.paymentStatus === 'paid' && (
            <p className="rounded-lg bg-teal-50 px-3 py-2 text-sm text-teal-950 dark:bg-teal-950/60 dark:text-teal-50">
              {fill(MSG_APPOINTMENTS.myCancelRefundNote, { fee: formatNumber(appointment.fee) })}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={pending} data-autofocus>
              {MSG_APPOINTMENTS.myKeepAppointment}
            </Button>
            <Button variant="danger" onClick={() => onConfirm(appointment)} disabled={pending}>
              {pending ? MSG_APPOINTMENTS.myCancelling : MSG_APPOINTMENTS.myCancelAppointment}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
