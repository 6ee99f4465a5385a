import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import type { Appointment } from '@arogya/contract/schemas/appointments';
import { CalendarCheck2, MessageSquareText, Stethoscope, Video, XCircle } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useAppointmentExtras } from '../../../lib/appointment-extras';
import { formatRupees } from '../../../lib/format';
import { formatLongDay } from '../../../lib/india-date';
import { appointmentStart } from '../lib/appointment-time';
import { cancelState } from '../lib/cancellation';
import { CalendarActions } from './calendar-actions';
import { VoiceRecording } from './voice-recording';

/** How the fee stands: paid from the care fund, due at the visit, or refunded. */
export function paymentLabel(appointment: Pick<Appointment, 'paymentStatus' | 'paymentMethod'>): string {
  if (appointment.paymentStatus === 'refunded') return MSG_APPOINTMENTS.myRefunded;
  if (appointment.paymentStatus === 'paid' || appointment.paymentMethod === 'careFund') {
    return MSG_APPOINTMENTS.myPaidFromCareFund;
  }
  return MSG_APPOINTMENTS.myPayAtVisit;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {term}
      </dt>
      <dd className="mt-0.5 font-medium break-words text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <div>
      <h3 id={id} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        {title}
      </h3>
      <div className="mt-1">{children}</div>
    </div>
  );
}

/**
 * One appointment in My Appointments (spec 01 §2, §3): the professional and their specialty, booking type,
 * date, time, status, fee and how it is paid, why Arogya cancelled it, the notes the professional left
 * before the visit, symptoms, the professional's notes and voice recording, the
 * follow-up they scheduled; then the actions — Cancel (or a disabled 'Cannot Cancel' inside 24 hours),
 * and, while the visit is still ahead, Share and Add to Calendar.
 */
export function AppointmentCard({
  appointment,
  now,
  onCancel,
}: {
  appointment: Appointment;
  now: Date;
  onCancel: (appointment: Appointment) => void;
}) {
  const nameId = useId();
  const hintId = useId();
  const voiceId = useId();
  const cancel = cancelState(appointment, now);
  const start = appointmentStart(appointment);
  const ahead = cancel !== 'final' && start !== null && start.getTime() > now.getTime();
  const extras = useAppointmentExtras();
  const { doctor, followUp } = appointment;
  const notes = appointment.patientNotes ?? [];
  const TypeIcon = appointment.bookingType === 'Video Consultation' ? Video : Stethoscope;

  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <Avatar name={doctor.name} pictureUrl={null} className="size-12 text-base" />
        <div className="min-w-0 flex-1">
          <h2 id={nameId} className="text-lg font-semibold break-words text-slate-900 dark:text-white">
            {doctor.name}
          </h2>
          {doctor.specialty && (
            <p className="text-sm font-medium text-teal-800 dark:text-teal-300">{doctor.specialty}</p>
          )}
        </div>
        <StatusBadge status={appointment.status} />
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
        <Detail term={MSG_APPOINTMENTS.myBookingType}>
          <span className="inline-flex items-center gap-1.5">
            <TypeIcon aria-hidden="true" className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
            {appointment.bookingType}
          </span>
        </Detail>
        <Detail term={MSG_APPOINTMENTS.myFee}>
          {formatRupees(appointment.fee)}
          <span className="block text-sm font-normal text-slate-600 dark:text-slate-300">
            {paymentLabel(appointment)}
          </span>
        </Detail>
        <Detail term={MSG_APPOINTMENTS.myDate}>{formatLongDay(appointment.appointmentDate)}</Detail>
        <Detail term={MSG_APPOINTMENTS.myTime}>{appointment.appointmentTime}</Detail>
      </dl>

      <div className="mt-4 flex-1 space-y-3 text-sm">
        {appointment.cancellationReason && (
          <Section title={MSG_APPOINTMENTS.cancellationReasonLabel}>
            <p className="break-words text-slate-800 dark:text-slate-200">{appointment.cancellationReason}</p>
          </Section>
        )}
        {notes.length > 0 && (
          <Section
            title={fill(MSG_APPOINTMENTS.notesFromProfessional, {
              role: appointment.doctor.role === 'nurse' ? 'nurse' : 'doctor',
            })}
          >
            <ul className="space-y-2">
              {notes.map((note) => (
                <li
                  key={note._id}
                  className="rounded-xl border border-sky-200 bg-sky-50 px-3 py-2 text-sky-950 dark:border-sky-800 dark:bg-sky-950/50 dark:text-sky-50"
                >
                  <p className="flex items-start gap-2 break-words whitespace-pre-line">
                    <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    {note.text}
                  </p>
                </li>
              ))}
            </ul>
          </Section>
        )}
        {appointment.symptoms && (
          <Section title={MSG_APPOINTMENTS.mySymptoms}>
            <p className="break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
              {appointment.symptoms}
            </p>
          </Section>
        )}
        {appointment.doctorNotes && (
          <Section title={MSG_APPOINTMENTS.doctorNotes}>
            <p className="break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
              {appointment.doctorNotes}
            </p>
          </Section>
        )}
        {appointment.voiceRecording && (
          <Section title={MSG_APPOINTMENTS.voiceRecording} id={voiceId}>
            <VoiceRecording url={appointment.voiceRecording} labelledBy={voiceId} />
          </Section>
        )}
        {followUp && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-teal-200 bg-teal-50 px-4 py-3 text-teal-950 dark:border-teal-800 dark:bg-teal-950/50 dark:text-teal-50">
            <CalendarCheck2 aria-hidden="true" className="size-4 shrink-0 text-teal-700 dark:text-teal-300" />
            <span className="font-medium">
              {fill(MSG_APPOINTMENTS.myFollowUpSuggested, { date: formatLongDay(followUp.followUpDate) })}
            </span>
            {followUp.bookedAppointmentId ? (
              <span className="text-teal-800 dark:text-teal-200">{MSG_APPOINTMENTS.myFollowUpBooked}</span>
            ) : (
              <Link
                to={`/follow-up/${encodeURIComponent(followUp._id)}`}
                className="font-semibold text-teal-800 underline underline-offset-2 hover:no-underline dark:text-teal-200"
              >
                {MSG_APPOINTMENTS.myViewFollowUp}
              </Link>
            )}
          </div>
        )}
        {extras(appointment)}
      </div>

      {(cancel !== 'final' || ahead) && (
        <div className="mt-5 space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
          {cancel === 'allowed' && (
            <Button variant="danger" size="sm" onClick={() => onCancel(appointment)}>
              <XCircle aria-hidden="true" className="size-4" />
              {MSG_APPOINTMENTS.myCancelAppointment}
            </Button>
          )}
          {cancel === 'too-late' && (
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="outline" size="sm" disabled aria-describedby={hintId}>
                {MSG_APPOINTMENTS.cannotCancel}
              </Button>
              <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
                {MSG_APPOINTMENTS.myCannotCancelHint}
              </p>
            </div>
          )}
          {ahead && <CalendarActions appointment={appointment} />}
        </div>
      )}
    </article>
  );
}
