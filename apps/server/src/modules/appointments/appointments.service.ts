import { type AppointmentStatus, patientAppointmentLink } from '@arogya/contract/constants/appointments';
import { paiseToRupees } from '@arogya/contract/constants/payments';
import { indiaDate } from '@arogya/contract/india-time';
import { formatGroupedNumber } from '@arogya/contract/locale';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PRIVACY } from '@arogya/contract/messages/privacy';
import type { Appointment, bookAppointmentSchema } from '@arogya/contract/schemas/appointments';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { appointments } from '../../db/schema/appointments';
import type { JobQueue } from '../../jobs/types';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import type { DomainEventSink } from '../../realtime/dispatch';
import { recordAudit } from '../audit/audit.repo';
import {
  careFundBalance,
  creditCareFund,
  debitCareFund,
  insertLedgerEntry,
} from '../care-fund/care-fund.repo';
import { findOwnFile } from '../files/files.repo';
import {
  type CreatedNotification,
  insertNotifications,
  type NewNotification,
  pushNotifications,
} from '../notifications/notifications.service';
import { recordCommission } from '../subscription/earnings.service';
import {
  bookedNotice,
  cancelledByPatientNotice,
  formatSlotDay,
  type NoticeSubject,
  professionalTitle,
  statusNotice,
} from './appointment-notices';
import { APPOINTMENT_REMINDER_QUEUE, type AppointmentReminderData } from './appointment-reminders';
import { findAppointmentRecord, loadAppointmentView, loadAppointmentViews } from './appointment-view';
import {
  decideStatusChange,
  isBookableRole,
  planBooking,
  reminderSchedule,
  slotStart,
  triageForBooking,
} from './appointments.policy';
import {
  type AppointmentRow,
  claimFollowUp,
  findFollowUp,
  findProfessional,
  insertAppointment,
  lockUpcomingOf,
  offeredSlots,
  releaseFollowUp,
  SLOT_KEY,
  setPaymentStatus,
  setReminderJobIds,
  transitionStatus,
} from './appointments.repo';

export type BookAppointmentBody = z.output<typeof bookAppointmentSchema>;

export interface AppointmentServiceDeps {
  db: Database;
  clock: Clock;
  jobs: Pick<JobQueue, 'send' | 'cancel'>;
  events: DomainEventSink;
}

export interface BookingResult {
  msg: string;
  data: Appointment;
  /** The patient's balance in rupees after the booking. */
  careFundBalance: number;
}

export interface StatusChangeResult {
  msg: string;
  data: Appointment;
  /** The patient's balance in rupees, when their cancellation was refunded. */
  careFundBalance?: number;
}

/**
 * Gives a cancelled appointment's care-fund payment back: balance, ledger row and payment status, in the
 * caller's transaction. The unique (appointment, kind) ledger index makes a second refund fail whatever
 * the caller did. Returns the patient's new balance in paise, or null when nothing was paid from the fund.
 */
async function refundCareFundPayment(tx: Tx, updated: AppointmentRow, now: Date): Promise<number | null> {
  if (updated.paymentMethod !== 'careFund' || updated.paymentStatus !== 'paid') return null;
  const balance = await creditCareFund(tx, updated.patientId, updated.feePaise, now);
  await insertLedgerEntry(tx, {
    patientId: updated.patientId,
    amountPaise: updated.feePaise,
    balanceAfterPaise: balance,
    kind: 'refund',
    appointmentId: updated.id,
    description: `Refund: ${updated.bookingType} on ${updated.appointmentDate} at ${updated.appointmentTime} cancelled`,
    createdAt: now,
  });
  await setPaymentStatus(tx, updated.id, 'refunded');
  return balance;
}

/**
 * What a cancellation sweep of a leaving account hands back: how many it cancelled, and the pushes to make
 * once its transaction has committed — the bell notices, and a refresh for each notified party (plus
 * `alsoTell`, the leaving professional's own views).
 */
function cancellationsDone(
  events: DomainEventSink,
  created: CreatedNotification[],
  notices: readonly NewNotification[],
  alsoTell: readonly string[],
): { cancelled: number; afterCommit: () => void } {
  return {
    cancelled: notices.length,
    afterCommit: () => {
      pushNotifications(events, created);
      for (const n of notices) {
        if (!n.appointmentId) continue;
        events.record({
          type: 'appointment.changed',
          appointmentId: n.appointmentId,
          parties: [n.userId, ...alsoTell],
        });
      }
    },
  };
}

export function createAppointmentService({ db, clock, jobs, events }: AppointmentServiceDeps) {
  /** After the commit: the notifications, and a nudge so both sides' lists refresh without a reload. */
  function announce(created: readonly CreatedNotification[], appointmentId: string, userIds: string[]) {
    pushNotifications(events, created);
    events.record({ type: 'appointment.changed', appointmentId, parties: userIds });
  }

  async function viewFor(id: string, viewer: SessionUser): Promise<Appointment> {
    const view = await loadAppointmentView(db, id, viewer);
    if (!view) throw new Error(`appointment ${id} vanished after its change`);
    return view;
  }

  return {
    /**
     * Books a slot for the signed-in patient. Every rule is checked before anything is written; the
     * insert, the care-fund debit and its ledger row, the follow-up claim, the professional's
     * notification and the reminder jobs then commit together or not at all. The unique slot index is
     * the double-booking guard: of concurrent bookings of one slot exactly one insert succeeds.
     */
    async book(user: SessionUser, input: BookAppointmentBody, ip: string | null): Promise<BookingResult> {
      const now = clock.now();
      const professional = await findProfessional(db, input.doctor);
      if (!professional?.isActive || !isBookableRole(professional.role)) {
        throw new NotFoundError(MSG_BOOKING.doctorNotFound);
      }
      if (professional.approvalStatus !== 'approved') {
        throw new ValidationError(MSG_BOOKING.professionalNotBookable);
      }
      const role = professional.role;
      const plan = planBooking({ role, ...input }, now);
      const triage = triageForBooking(input.triage, input.confirmedSafeToWait);
      const today = indiaDate(now);
      const offers = async (q: Database | Tx, lock: boolean) =>
        (await offeredSlots(q, { id: professional.id, role }, input.appointmentDate, today, lock)).includes(
          input.appointmentTime,
        );
      const notOffered = () =>
        new ValidationError(MSG_BOOKING.notAvailableOnDate, [
          { path: 'body.appointmentDate', message: MSG_BOOKING.notAvailableOnDate },
        ]);
      if (!(await offers(db, false))) throw notOffered();
      if (input.reportFileId && !(await findOwnFile(db, input.reportFileId, user.id, 'medical-report'))) {
        throw new ValidationError(MSG_BOOKING.reportNotFound, [
          { path: 'body.reportFileId', message: MSG_BOOKING.reportNotFound },
        ]);
      }
      if (input.followUpId) {
        const followUp = await findFollowUp(db, input.followUpId);
        if (!followUp || followUp.patientId !== user.id || followUp.professionalId !== professional.id) {
          throw new ValidationError(MSG_BOOKING.followUpNotFound, [
            { path: 'body.followUpId', message: MSG_BOOKING.followUpNotFound },
          ]);
        }
        if (followUp.bookedAppointmentId) throw new ConflictError(MSG_BOOKING.followUpAlreadyBooked);
      }

      const careFund = input.paymentMethod === 'careFund';
      let created: CreatedNotification[] = [];
      let balancePaise = 0;
      let appointmentId = '';
      try {
        await db.transaction(async (tx) => {
          // Again under the professional's row lock: a change of availability cannot slip in between.
          if (!(await offers(tx, true))) throw notOffered();
          const row = await insertAppointment(tx, {
            patientId: user.id,
            professionalId: professional.id,
            professionalRole: role,
            appointmentDate: input.appointmentDate,
            appointmentTime: input.appointmentTime,
            bookingType: input.bookingType,
            status: 'Pending',
            symptoms: input.symptoms,
            previousMeds: input.previousMeds,
            triage,
            feePaise: plan.feePaise,
            paymentMethod: input.paymentMethod,
            paymentStatus: careFund ? 'paid' : 'due',
            reportFileId: input.reportFileId ?? null,
            createdAt: now,
            updatedAt: now,
          });
          appointmentId = row.id;

          if (careFund) {
            const balance = await debitCareFund(tx, user.id, plan.feePaise, now);
            if (balance === null) {
              throw new ValidationError(MSG_BOOKING.insufficientCareFund, [
                { path: 'body.paymentMethod', message: MSG_BOOKING.insufficientCareFund },
              ]);
            }
            await insertLedgerEntry(tx, {
              patientId: user.id,
              amountPaise: -plan.feePaise,
              balanceAfterPaise: balance,
              kind: 'booking',
              appointmentId: row.id,
              description: `${input.bookingType} with ${professionalTitle(professional.name, role)} on ${input.appointmentDate} at ${input.appointmentTime}`,
              createdAt: now,
            });
            balancePaise = balance;
          } else {
            balancePaise = await careFundBalance(tx, user.id);
          }

          if (input.followUpId && !(await claimFollowUp(tx, input.followUpId, row.id, now))) {
            throw new ConflictError(MSG_BOOKING.followUpAlreadyBooked);
          }

          created = await insertNotifications(
            tx,
            [
              bookedNotice({
                appointmentId: row.id,
                appointmentDate: row.appointmentDate,
                appointmentTime: row.appointmentTime,
                bookingType: row.bookingType,
                patient: { id: user.id, name: user.name },
                professional: { id: professional.id, name: professional.name, role },
              }),
            ],
            clock.now(),
          );

          const jobIds: string[] = [];
          for (const reminder of reminderSchedule(plan.startsAt, now)) {
            const data: AppointmentReminderData = {
              appointmentId: row.id,
              hoursBefore: reminder.hoursBefore,
            };
            const jobId = await jobs.send(APPOINTMENT_REMINDER_QUEUE, data, { tx, startAfter: reminder.at });
            if (jobId) jobIds.push(jobId);
          }
          if (jobIds.length > 0) await setReminderJobIds(tx, row.id, jobIds);

          await recordAudit(tx, {
            at: clock.now(),
            action: 'appointment.booked',
            actorId: user.id,
            targetUserId: professional.id,
            details: { appointmentId: row.id, paymentMethod: input.paymentMethod, feePaise: plan.feePaise },
            ip,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err, SLOT_KEY)) throw new ConflictError(MSG_BOOKING.slotTaken);
        throw err;
      }

      announce(created, appointmentId, [professional.id, user.id]);
      // The fee as everywhere else in the app (₹2,000, not ₹2000); a nurse booking names the deduction too.
      const fee = formatGroupedNumber(plan.feeRupees);
      const msg =
        role === 'nurse'
          ? careFund
            ? fill(MSG_BOOKING.nurseBookedCareFund, { fee })
            : MSG_BOOKING.nurseBooked
          : careFund
            ? fill(MSG_BOOKING.appointmentBookedCareFund, { fee })
            : MSG_BOOKING.appointmentBooked;
      return { msg, data: await viewFor(appointmentId, user), careFundBalance: paiseToRupees(balancePaise) };
    },

    /** The patient's own appointments, or a professional's booked with them; nobody else has any. */
    async listMine(user: SessionUser): Promise<Appointment[]> {
      if (user.role === 'patient') {
        return loadAppointmentViews(db, eq(appointments.patientId, user.id), user);
      }
      if (isBookableRole(user.role)) {
        return loadAppointmentViews(db, eq(appointments.professionalId, user.id), user);
      }
      return [];
    },

    /**
     * A patient's account is being erased (in `tx`, decision 050): every appointment of theirs that has not
     * started and is not final is cancelled, a care-fund payment refunded (once, to the balance the
     * anonymous account keeps), its reminders cancelled, and its professional notified without the
     * patient's name. Call `afterCommit` once the transaction has committed.
     */
    async cancelUpcomingOfErasedPatient(
      tx: Tx,
      patientId: string,
      now: Date,
    ): Promise<{ cancelled: number; afterCommit: () => void }> {
      const rows = await lockUpcomingOf(tx, 'patient', patientId, indiaDate(now));
      const upcoming = rows.filter((r) => slotStart(r.appointmentDate, r.appointmentTime) > now);
      const notices: NewNotification[] = [];
      for (const row of upcoming) {
        const updated = await transitionStatus(tx, row.id, ['Pending', 'Confirmed'], {
          status: 'Cancelled',
          cancelledAt: now,
          cancelledBy: patientId,
          cancellationReason: MSG_PRIVACY.cancelReasonAccountErased,
          updatedAt: now,
        });
        if (!updated) continue;
        const refunded = await refundCareFundPayment(tx, updated, now);
        await releaseFollowUp(tx, updated.id, now);
        for (const jobId of updated.reminderJobIds)
          await jobs.cancel(APPOINTMENT_REMINDER_QUEUE, jobId, { tx });
        notices.push({
          userId: updated.professionalId,
          kind: 'appointment_cancelled',
          message: fill(MSG_PRIVACY.cancelledPatientLeft, {
            bookingType: updated.bookingType,
            date: formatSlotDay(updated.appointmentDate),
            time: updated.appointmentTime,
          }),
          link: null,
          appointmentId: updated.id,
        });
        await recordAudit(tx, {
          at: now,
          action: 'appointment.status_changed',
          actorId: null,
          targetUserId: updated.professionalId,
          details: {
            appointmentId: updated.id,
            from: row.status,
            to: 'Cancelled',
            reason: 'patient_erased',
            refundedPaise: refunded === null ? null : updated.feePaise,
          },
          ip: null,
        });
      }
      return cancellationsDone(events, await insertNotifications(tx, notices, now), notices, []);
    },

    /**
     * A professional is leaving Arogya (their account is being deactivated, in `tx`): every appointment
     * of theirs that has not started and is not final is cancelled with the reason, a care-fund payment
     * refunded (once), its reminders cancelled, a follow-up it had claimed freed, and its patient
     * notified — all in the caller's transaction. The rows are locked, so a concurrent change waits.
     * Call the returned `afterCommit` once the transaction has committed (it pushes the notices).
     */
    async cancelUpcomingOfLeavingProfessional(
      tx: Tx,
      professional: { id: string; name: string; role: string },
      now: Date,
    ): Promise<{ cancelled: number; afterCommit: () => void }> {
      const rows = await lockUpcomingOf(tx, 'professional', professional.id, indiaDate(now));
      const upcoming = rows.filter((r) => slotStart(r.appointmentDate, r.appointmentTime) > now);
      const name = professionalTitle(professional.name, professional.role);
      const notices: NewNotification[] = [];
      for (const row of upcoming) {
        const updated = await transitionStatus(tx, row.id, ['Pending', 'Confirmed'], {
          status: 'Cancelled',
          cancelledAt: now,
          cancelledBy: professional.id,
          cancellationReason: MSG_APPOINTMENTS.deactivationCancelReason,
          updatedAt: now,
        });
        if (!updated) continue;
        const refunded = await refundCareFundPayment(tx, updated, now);
        await releaseFollowUp(tx, updated.id, now);
        for (const jobId of updated.reminderJobIds)
          await jobs.cancel(APPOINTMENT_REMINDER_QUEUE, jobId, { tx });
        const slot = { name, date: formatSlotDay(updated.appointmentDate), time: updated.appointmentTime };
        notices.push({
          userId: updated.patientId,
          kind: 'appointment_cancelled',
          message:
            refunded === null
              ? fill(MSG_APPOINTMENTS.cancelledProfessionalDeactivated, slot)
              : fill(MSG_APPOINTMENTS.cancelledProfessionalDeactivatedRefund, {
                  ...slot,
                  amount: paiseToRupees(updated.feePaise),
                }),
          link: patientAppointmentLink(updated.id, 'Cancelled'),
          appointmentId: updated.id,
        });
        await recordAudit(tx, {
          at: clock.now(),
          action: 'appointment.status_changed',
          actorId: professional.id,
          targetUserId: updated.patientId,
          details: {
            appointmentId: updated.id,
            from: row.status,
            to: 'Cancelled',
            reason: 'professional_deactivated',
            refundedPaise: refunded === null ? null : updated.feePaise,
          },
          ip: null,
        });
      }
      return cancellationsDone(events, await insertNotifications(tx, notices, clock.now()), notices, [
        professional.id,
      ]);
    },

    /**
     * PUT /appointments/{id}. The decision is taken on what was read, then made with a conditional update
     * from the statuses it allows, so a concurrent change makes it fail cleanly (409) instead of applying
     * twice. A cancellation refunds a care-fund payment (ledger row + balance, at most once per
     * appointment), cancels the reminders and frees a follow-up it had claimed — all in one transaction.
     */
    async changeStatus(
      user: SessionUser,
      id: string,
      input: { status: AppointmentStatus; doctorNotes?: string | undefined },
      ip: string | null,
    ): Promise<StatusChangeResult> {
      const now = clock.now();
      const record = await findAppointmentRecord(db, id);
      if (!record) throw new NotFoundError(MSG_APPOINTMENTS.notFound);
      const a = record.appointment;
      const change = decideStatusChange(
        user,
        {
          patientId: a.patientId,
          professionalId: a.professionalId,
          status: a.status as AppointmentStatus,
          appointmentDate: a.appointmentDate,
          appointmentTime: a.appointmentTime,
          startsAt: slotStart(a.appointmentDate, a.appointmentTime),
        },
        input,
        now,
      );
      const subject: NoticeSubject = {
        appointmentId: a.id,
        appointmentDate: a.appointmentDate,
        appointmentTime: a.appointmentTime,
        bookingType: a.bookingType,
        patient: record.patient,
        professional: record.professional,
      };

      let created: CreatedNotification[] = [];
      let refundedBalancePaise: number | null = null;
      await db.transaction(async (tx) => {
        const updated = await transitionStatus(tx, id, change.fromStatuses, {
          status: change.to,
          ...(change.to === 'Completed' ? { doctorNotes: change.doctorNotes, completedAt: now } : {}),
          ...(change.to === 'Cancelled' ? { cancelledAt: now, cancelledBy: user.id } : {}),
          updatedAt: now,
        });
        if (!updated) {
          throw new ConflictError(
            change.by === 'patient' ? MSG_APPOINTMENTS.cannotChangeFinal : MSG_APPOINTMENTS.changedMeanwhile,
          );
        }

        // The platform's commission, recorded once at completion (modules/subscription/earnings.service).
        if (change.to === 'Completed') await recordCommission(tx, updated, now);
        if (change.to === 'Cancelled') {
          refundedBalancePaise = await refundCareFundPayment(tx, updated, now);
          await releaseFollowUp(tx, updated.id, now);
        }
        // A finished appointment needs no reminder (the job would skip it anyway).
        if (change.to === 'Cancelled' || change.to === 'Completed') {
          for (const jobId of updated.reminderJobIds)
            await jobs.cancel(APPOINTMENT_REMINDER_QUEUE, jobId, { tx });
        }

        const refundedRupees = refundedBalancePaise === null ? null : paiseToRupees(updated.feePaise);
        const notice =
          change.by === 'patient'
            ? cancelledByPatientNotice(subject)
            : statusNotice(subject, change.to as 'Confirmed' | 'Cancelled' | 'Completed', refundedRupees);
        created = await insertNotifications(tx, [notice], clock.now());

        await recordAudit(tx, {
          at: clock.now(),
          action: 'appointment.status_changed',
          actorId: user.id,
          targetUserId: change.by === 'patient' ? a.professionalId : a.patientId,
          details: {
            appointmentId: a.id,
            from: change.from,
            to: change.to,
            refundedPaise: refundedBalancePaise === null ? null : updated.feePaise,
          },
          ip,
        });
      });

      announce(created, a.id, [a.patientId, a.professionalId]);
      const result: StatusChangeResult = {
        msg:
          change.by === 'patient'
            ? MSG_APPOINTMENTS.cancelled
            : fill(MSG_APPOINTMENTS.statusUpdated, { status: change.to.toLowerCase() }),
        data: await viewFor(a.id, user),
      };
      // The balance is the patient's business: it goes back only to them.
      if (change.by === 'patient' && refundedBalancePaise !== null) {
        result.careFundBalance = paiseToRupees(refundedBalancePaise);
      }
      return result;
    },
  };
}

export type AppointmentService = ReturnType<typeof createAppointmentService>;
