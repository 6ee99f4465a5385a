import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import type { Appointment } from '@arogya/contract/schemas/appointments';
import { CalendarCheck2, CalendarDays, Clock, Stethoscope, Wallet } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { initialsOf } from '../../../../components/ui/avatar';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { useAppointmentExtras } from '../../../../lib/appointment-extras';
import { formatRupees } from '../../../../lib/format';
import { formatLongDay } from '../../../../lib/india-date';
import { formatAppointmentDay, paymentLabel, symptomsPreview } from '../lib/appointment-view';
import { AppointmentActions } from './appointment-actions';
import { AppointmentFiles } from './appointment-files';
import { PrivateAudio } from './private-audio';

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
        <span aria-hidden="true" className="text-teal-700 dark:text-teal-300">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 text-sm text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-1.5">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Symptoms({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const preview = symptomsPreview(text);
  return (
    <div>
      <p id={id} className="break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
        {expanded ? text : preview.text}
      </p>
      {preview.truncated && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 rounded text-sm font-semibold text-teal-800 underline-offset-2 hover:underline dark:text-teal-300"
        >
          {expanded ? MSG_APPOINTMENTS.proShowLess : MSG_APPOINTMENTS.proShowMore}
        </button>
      )}
    </div>
  );
}

/**
 * One appointment in the manager (spec 02 §2, §3): patient, symptoms (first 50 characters, all on
 * expand), date, time, booking type, status, payment, notes, voice recording, relay note, the care team's
 * shared notes, follow-up, documents and the actions its status allows.
 */
export function AppointmentCard({
  appointment,
  notesLabel,
}: {
  appointment: Appointment;
  notesLabel: string;
}) {
  const headingId = useId();
  const extras = useAppointmentExtras();
  const { patient, status, followUp, sharedRelayNotes = [] } = appointment;
  const previousMeds = appointment.previousMeds.trim();

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <header className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-teal-100 font-bold text-teal-900 dark:bg-teal-900 dark:text-teal-100"
          >
            {initialsOf(patient.name)}
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900 dark:text-white">
              {patient.name}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">{appointment.bookingType}</p>
          </div>
          <StatusBadge status={status} />
        </header>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
          <Detail icon={<CalendarDays className="size-3.5" />} term={MSG_APPOINTMENTS.proDate}>
            <time dateTime={appointment.appointmentDate} title={formatLongDay(appointment.appointmentDate)}>
              {formatAppointmentDay(appointment.appointmentDate)}
            </time>
          </Detail>
          <Detail icon={<Clock className="size-3.5" />} term={MSG_APPOINTMENTS.proTime}>
            {appointment.appointmentTime}
          </Detail>
          <Detail icon={<Stethoscope className="size-3.5" />} term={MSG_APPOINTMENTS.proBookingType}>
            {appointment.bookingType}
          </Detail>
          <Detail icon={<Wallet className="size-3.5" />} term={MSG_APPOINTMENTS.proPayment}>
            <span className="font-semibold">{formatRupees(appointment.fee)}</span>{' '}
            <span className="text-slate-600 dark:text-slate-400">
              · {paymentLabel(appointment.paymentStatus)}
            </span>
          </Detail>
        </dl>

        <div className="space-y-4 text-sm">
          <Block title={MSG_APPOINTMENTS.proSymptoms}>
            <Symptoms text={appointment.symptoms} />
          </Block>
          {previousMeds !== '' && (
            <Block title={MSG_APPOINTMENTS.proPreviousMeds}>
              <p className="break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
                {previousMeds}
              </p>
            </Block>
          )}
          {appointment.doctorNotes && (
            <Block title={MSG_APPOINTMENTS.proNotes}>
              <p className="break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
                {appointment.doctorNotes}
              </p>
            </Block>
          )}
          {appointment.voiceRecording && (
            <Block title={MSG_APPOINTMENTS.voiceRecording}>
              <PrivateAudio
                src={appointment.voiceRecording}
                label={`${MSG_APPOINTMENTS.voiceRecording}: ${patient.name}`}
              />
            </Block>
          )}
          {appointment.relayNote && (
            <Block title={MSG_APPOINTMENTS.relayNote}>
              <p className="break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
                {appointment.relayNote}
              </p>
            </Block>
          )}
          {sharedRelayNotes.length > 0 && (
            <Block title={MSG_APPOINTMENTS.sharedRelayNotes}>
              <ul className="space-y-2">
                {sharedRelayNotes.map((shared, index) => (
                  <li
                    key={shared.appointmentId ?? `note-${index}`}
                    className="rounded-lg border-l-4 border-teal-500 bg-slate-50 px-3 py-2 dark:border-teal-400 dark:bg-slate-800/60"
                  >
                    <p className="text-xs font-semibold text-slate-700 dark:text-slate-300">
                      {fill(MSG_APPOINTMENTS.proSharedNoteBy, {
                        name: shared.doctorName,
                        designation: shared.doctorDesignation,
                      })}
                    </p>
                    <p className="mt-0.5 break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
                      {shared.note}
                    </p>
                  </li>
                ))}
              </ul>
            </Block>
          )}
          {followUp && (
            <div className="flex items-start gap-2 rounded-lg bg-teal-50 px-3 py-2 text-teal-950 dark:bg-teal-950/50 dark:text-teal-100">
              <CalendarCheck2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <div>
                <p className="font-semibold">
                  {fill(MSG_APPOINTMENTS.proFollowUpOn, { date: formatLongDay(followUp.followUpDate) })}
                </p>
                <p className="text-xs">
                  {followUp.bookedAppointmentId
                    ? MSG_APPOINTMENTS.proFollowUpBooked
                    : MSG_APPOINTMENTS.proFollowUpAwaiting}
                </p>
                {followUp.note && <p className="mt-1 break-words">{followUp.note}</p>}
              </div>
            </div>
          )}
        </div>

        <div className="mt-auto space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
          <AppointmentFiles appointment={appointment} />
          {extras(appointment)}
          {status !== 'Cancelled' && <AppointmentActions appointment={appointment} notesLabel={notesLabel} />}
        </div>
      </article>
    </li>
  );
}
