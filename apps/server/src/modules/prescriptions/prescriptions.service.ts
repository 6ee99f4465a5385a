import {
  DEFAULT_DOSE_TIMES,
  DOSE_SLOT_LABELS,
  DOSE_SLOTS,
  type DoseSlot,
  LOW_STOCK_DAYS,
  MISSED_DOSE_AFTER_MINUTES,
  MISSED_DOSE_LOOKBACK_HOURS,
} from '@arogya/contract/constants/prescriptions';
import { addDays, indiaDate, isCalendarDay } from '@arogya/contract/india-time';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import type {
  Adherence,
  DoseResult,
  DoseTimes,
  LogDoseInput,
  Prescription,
  PrescriptionEvent,
  PrescriptionInput,
  TodayChecklist,
} from '@arogya/contract/schemas/prescriptions';
import type { Database, Tx } from '../../db/client';
import { healthRecords } from '../../db/schema/records';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import type { DomainEventSink } from '../../realtime/dispatch';
import {
  type CreatedNotification,
  insertNotifications,
  type NewNotification,
  pushNotifications,
} from '../notifications/notifications.service';
import {
  type Course,
  computeAdherence,
  courseEnd,
  daysOfStock,
  doseInstant,
  doseKey,
  dosesOn,
  durationDaysOf,
  slotsOf,
} from './dose-schedule';
import { assertMayIssue, assertMedicineIndex, assertPrescribable } from './prescriptions.policy';
import {
  claimLowStockNotice,
  decrementPills,
  doseLogsBetween,
  doseTimesOf,
  findAppointmentForPrescription,
  findDoctorDetails,
  findDoseTimes,
  findPrescription,
  insertDoseLogs,
  insertPrescription,
  lockPrescription,
  type PrescriptionWithMedicines,
  prescriptionsByDoctor,
  prescriptionsOfPatient,
  prescriptionsOverlapping,
  prescriptionsRunningOn,
  replacePrescription,
  setSmartStock,
  upsertDoseTimes,
} from './prescriptions.repo';

export interface PrescriptionServiceDeps {
  db: Database;
  clock: Clock;
  events: DomainEventSink;
}

/** Where the bell sends the patient. */
const MY_PRESCRIPTIONS = '/my-prescriptions';
/** Where a low-stock notice sends them: reorder through a booking. */
const REORDER_LINK = '/search';

export function coursesOf(rx: PrescriptionWithMedicines): Course[] {
  return rx.medicines.map((m) => ({
    prescriptionId: rx.id,
    medicineIndex: m.position,
    startDate: rx.issuedOn,
    endDate: courseEnd(rx.issuedOn, m.durationDays),
    slots: slotsOf(m.frequency),
  }));
}

export function toPrescription(rx: PrescriptionWithMedicines, today: string): Prescription {
  return {
    _id: rx.id,
    date: rx.issuedOn,
    doctor: {
      _id: rx.doctorId,
      name: rx.doctorName,
      specialty: rx.doctorSpecialty,
      qualifications: rx.doctorQualifications,
      registrationNumber: rx.doctorRegistrationNumber,
      contact: rx.doctorContact,
    },
    patient: { _id: rx.patientId, name: rx.patientName, age: rx.patientAge, sex: rx.patientSex },
    diagnosis: rx.diagnosis,
    advice: rx.advice,
    medicines: rx.medicines.map((m) => {
      const slots = slotsOf(m.frequency);
      return {
        name: m.name,
        dosage: m.dosage,
        duration: m.duration,
        isSmartStockEnabled: m.smartStock,
        pillCount: m.pillCount,
        strength: m.strength,
        frequency: m.frequency,
        instructions: m.instructions,
        slots,
        daysOfStockLeft: daysOfStock(m.pillCount, slots),
      };
    }),
    appointmentId: rx.appointmentId,
    startDate: rx.issuedOn,
    endDate: rx.endsOn,
    active: today >= rx.issuedOn && today <= rx.endsOn,
    editable: !rx.hasDoses,
    createdAt: rx.createdAt.toISOString(),
  };
}

function medicineRows(input: PrescriptionInput) {
  return input.medicines.map((m, position) => ({
    position,
    name: m.name,
    strength: m.strength || null,
    dosage: m.dosage,
    frequency: m.frequency,
    duration: m.duration,
    durationDays: durationDaysOf(m.duration),
    instructions: m.instructions,
    pillCount: m.pillCount ?? null,
  }));
}

function endOf(issuedOn: string, input: PrescriptionInput): string {
  const longest = Math.max(...input.medicines.map((m) => durationDaysOf(m.duration)));
  return courseEnd(issuedOn, longest);
}

function timesOf(row: { morning: string; afternoon: string; night: string } | null): DoseTimes {
  return row
    ? { morning: row.morning, afternoon: row.afternoon, night: row.night }
    : { ...DEFAULT_DOSE_TIMES };
}

function invalidDate(message: string): never {
  throw new ValidationError(message, [{ path: 'body.scheduledDate', message }]);
}

export function createPrescriptionService({ db, clock, events }: PrescriptionServiceDeps) {
  /** The one place this module records its domain events; realtime dispatch turns them into socket events. */
  function publish(
    userIds: readonly string[],
    payload: PrescriptionEvent,
    created: CreatedNotification[] = [],
  ) {
    pushNotifications(events, created);
    events.record({ type: 'prescription.changed', prescriptionId: payload.prescriptionId, parties: userIds });
  }

  async function ownPrescription(user: SessionUser, id: string): Promise<PrescriptionWithMedicines> {
    const rx = await findPrescription(db, id);
    if (!rx || rx.patientId !== user.id) throw new NotFoundError(MSG_PRESCRIPTIONS.notFound);
    return rx;
  }

  /** Smart stock: tells the patient once when a medicine's pills cover fewer than LOW_STOCK_DAYS days. */
  async function lowStockNotice(
    tx: Tx,
    rx: PrescriptionWithMedicines,
    position: number,
    pillCount: number | null,
  ): Promise<NewNotification[]> {
    const med = rx.medicines.find((m) => m.position === position);
    if (!med?.smartStock || pillCount === null) return [];
    const days = daysOfStock(pillCount, slotsOf(med.frequency));
    if (days === null || days >= LOW_STOCK_DAYS) return [];
    if (!(await claimLowStockNotice(tx, rx.id, position, clock.now()))) return [];
    return [
      {
        userId: rx.patientId,
        kind: 'stock_low',
        // The medicine may be named in the app; the diagnosis never is.
        message: fill(MSG_PRESCRIPTIONS.lowStockNotice, { medicine: med.name }),
        link: REORDER_LINK,
        dedupeKey: `stock-low:${rx.id}:${position}`,
      },
    ];
  }

  async function loadDoseTimes(patientId: string): Promise<DoseTimes> {
    return timesOf(await findDoseTimes(db, patientId));
  }

  return {
    /** POST /prescriptions: the doctor of a Confirmed or Completed appointment issues a prescription. */
    async issue(user: SessionUser, input: PrescriptionInput): Promise<Prescription> {
      assertPrescribable(input.medicines);
      const appointment = await findAppointmentForPrescription(db, input.appointmentId);
      assertMayIssue(appointment, user.id);
      const doctor = await findDoctorDetails(db, user.id);
      if (!doctor) throw new NotFoundError(MSG_PRESCRIPTIONS.notFound);
      const now = clock.now();
      const issuedOn = indiaDate(now);
      const { rx, created } = await db.transaction(async (tx) => {
        const row = await insertPrescription(
          tx,
          {
            appointmentId: appointment.id,
            doctorId: user.id,
            patientId: appointment.patientId,
            issuedOn,
            endsOn: endOf(issuedOn, input),
            diagnosis: input.diagnosis,
            advice: input.advice || null,
            doctorName: doctor.name,
            doctorSpecialty: doctor.specialty,
            doctorQualifications: doctor.qualifications ?? [],
            doctorRegistrationNumber: doctor.licenseNumber,
            doctorContact: doctor.phone ?? doctor.email,
            patientName: appointment.patientName,
            patientAge: input.patientAge ?? null,
            patientSex: input.patientSex ?? null,
            createdAt: now,
            updatedAt: now,
          },
          medicineRows(input),
        );
        // The prescription appears in the patient's health records; its PDF is made on download.
        await tx.insert(healthRecords).values({
          ownerId: appointment.patientId,
          name: `Prescription ${issuedOn} - Dr. ${doctor.name}.pdf`,
          contentType: 'application/pdf',
          sizeBytes: 0,
          source: 'prescription',
          prescriptionId: row.id,
          createdAt: now,
        });
        const created = await insertNotifications(
          tx,
          [
            {
              userId: appointment.patientId,
              kind: 'prescription_issued',
              message: fill(MSG_PRESCRIPTIONS.issuedNotice, { doctor: doctor.name }),
              link: MY_PRESCRIPTIONS,
              appointmentId: appointment.id,
            },
          ],
          now,
        );
        return { rx: row, created };
      });
      publish([appointment.patientId], { prescriptionId: rx.id }, created);
      const full = await findPrescription(db, rx.id);
      if (!full) throw new NotFoundError(MSG_PRESCRIPTIONS.notFound);
      return toPrescription(full, issuedOn);
    },

    /** PUT /prescriptions/{id}: the issuing doctor amends it until the patient has logged a dose. */
    async amend(user: SessionUser, id: string, input: PrescriptionInput): Promise<Prescription> {
      assertPrescribable(input.medicines);
      const now = clock.now();
      const patientId = await db.transaction(async (tx) => {
        await lockPrescription(tx, id);
        const rx = await findPrescription(tx, id);
        if (!rx || rx.doctorId !== user.id) throw new NotFoundError(MSG_PRESCRIPTIONS.notFound);
        if (input.appointmentId !== rx.appointmentId) {
          const message = MSG_PRESCRIPTIONS.appointmentNotEligible;
          throw new ValidationError(message, [{ path: 'body.appointmentId', message }]);
        }
        if (rx.hasDoses) throw new ConflictError(MSG_PRESCRIPTIONS.lockedAfterDose);
        await replacePrescription(
          tx,
          id,
          {
            diagnosis: input.diagnosis,
            advice: input.advice || null,
            endsOn: endOf(rx.issuedOn, input),
            patientAge: input.patientAge ?? null,
            patientSex: input.patientSex ?? null,
            updatedAt: now,
          },
          medicineRows(input),
        );
        return rx.patientId;
      });
      publish([patientId], { prescriptionId: id });
      const full = await findPrescription(db, id);
      if (!full) throw new NotFoundError(MSG_PRESCRIPTIONS.notFound);
      return toPrescription(full, indiaDate(now));
    },

    /** GET /prescriptions: what this doctor issued, newest first. */
    async issuedBy(user: SessionUser): Promise<Prescription[]> {
      const today = indiaDate(clock.now());
      return (await prescriptionsByDoctor(db, user.id)).map((rx) => toPrescription(rx, today));
    },

    /** GET /prescriptions/my-prescriptions. */
    async mine(user: SessionUser): Promise<Prescription[]> {
      const today = indiaDate(clock.now());
      return (await prescriptionsOfPatient(db, user.id)).map((rx) => toPrescription(rx, today));
    },

    /** One prescription for its patient or its doctor (the PDF); anyone else gets 404. */
    async readable(user: SessionUser, id: string): Promise<Prescription> {
      const rx = await findPrescription(db, id);
      if (!rx || (rx.patientId !== user.id && rx.doctorId !== user.id)) {
        throw new NotFoundError(MSG_PRESCRIPTIONS.notFound);
      }
      return toPrescription(rx, indiaDate(clock.now()));
    },

    /**
     * POST /prescriptions/{id}/take-dose: one pill off the count (never below 0: 409 at 0) and the dose
     * recorded now — the first of today's doses of that medicine not yet logged, or an extra one.
     */
    async takeDose(user: SessionUser, id: string, medicineIndex: number): Promise<DoseResult> {
      const now = clock.now();
      const today = indiaDate(now);
      const { pillCount, slots, created, patientId } = await db.transaction(async (tx) => {
        await lockPrescription(tx, id);
        const rx = await findPrescription(tx, id);
        if (!rx || rx.patientId !== user.id) throw new NotFoundError(MSG_PRESCRIPTIONS.notFound);
        assertMedicineIndex(medicineIndex, rx.medicines.length);
        const med = rx.medicines[medicineIndex];
        if (!med) throw new NotFoundError(MSG_PRESCRIPTIONS.notFound);
        let pillCount: number | null = med.pillCount;
        if (med.pillCount !== null) {
          pillCount = await decrementPills(tx, id, medicineIndex);
          if (pillCount === null) throw new ConflictError(MSG_PRESCRIPTIONS.outOfPillsConflict);
        }
        const course = coursesOf(rx)[medicineIndex];
        const logged = new Set(
          (await doseLogsBetween(tx, [id], today, today))
            .filter((l) => l.medicineIndex === medicineIndex)
            .map((l) => l.slot),
        );
        const open =
          course && course.startDate <= today && today <= course.endDate
            ? course.slots.find((s) => !logged.has(s))
            : undefined;
        const slot = open ?? 'extra';
        await insertDoseLogs(tx, [
          {
            prescriptionId: id,
            medicineIndex,
            scheduledDate: today,
            slot,
            notes: '',
            source: 'take',
            takenAt: now,
          },
        ]);
        const notices = await lowStockNotice(tx, rx, medicineIndex, pillCount);
        const created = await insertNotifications(tx, notices, now);
        return { pillCount, slots: open ? [open] : [], created, patientId: rx.patientId };
      });
      publish([patientId], { prescriptionId: id }, created);
      return {
        msg: MSG_PRESCRIPTIONS.doseCheckedOff,
        message: MSG_PRESCRIPTIONS.doseCheckedOff,
        changed: true,
        pillCount,
        slots,
      };
    },

    /**
     * POST /prescriptions/{id}/log-dose: without doseSlot, every dose of that medicine on that day; with
     * it, that one. Idempotent; a day outside the course or in the future is refused.
     */
    async logDose(user: SessionUser, id: string, input: LogDoseInput): Promise<DoseResult> {
      const now = clock.now();
      const today = indiaDate(now);
      const { scheduledDate, medicineIndex, doseSlot, notes } = input;
      if (!isCalendarDay(scheduledDate)) invalidDate(MSG_PRESCRIPTIONS.dateOutsideCourse);
      const result = await db.transaction(async (tx) => {
        await lockPrescription(tx, id);
        const rx = await findPrescription(tx, id);
        if (!rx || rx.patientId !== user.id) throw new NotFoundError(MSG_PRESCRIPTIONS.notFound);
        assertMedicineIndex(medicineIndex, rx.medicines.length);
        const course = coursesOf(rx)[medicineIndex];
        if (!course) throw new NotFoundError(MSG_PRESCRIPTIONS.notFound);
        if (scheduledDate > today) invalidDate(MSG_PRESCRIPTIONS.dateInFuture);
        if (scheduledDate < course.startDate || scheduledDate > course.endDate) {
          invalidDate(MSG_PRESCRIPTIONS.dateOutsideCourse);
        }
        if (doseSlot && !course.slots.includes(doseSlot)) {
          const message = MSG_PRESCRIPTIONS.invalidMedicine;
          throw new ValidationError(message, [{ path: 'body.doseSlot', message }]);
        }
        const wanted: DoseSlot[] = doseSlot ? [doseSlot] : [...course.slots];
        const inserted = await insertDoseLogs(
          tx,
          wanted.map((slot) => ({
            prescriptionId: id,
            medicineIndex,
            scheduledDate,
            slot,
            notes,
            source: 'log',
            takenAt: now,
          })),
        );
        const med = rx.medicines[medicineIndex];
        return { inserted, pillCount: med?.pillCount ?? null, patientId: rx.patientId };
      });
      const changed = result.inserted.length > 0;
      if (changed) publish([result.patientId], { prescriptionId: id });
      const msg = changed ? MSG_PRESCRIPTIONS.doseLogged : MSG_PRESCRIPTIONS.alreadyLogged;
      return {
        msg,
        message: msg,
        changed,
        pillCount: result.pillCount,
        slots: result.inserted.filter((s): s is DoseSlot => (DOSE_SLOTS as readonly string[]).includes(s)),
      };
    },

    /** PUT /prescriptions/{id}/medicines/{index}/smart-stock. */
    async setSmartStock(user: SessionUser, id: string, index: number, enabled: boolean) {
      const rx = await ownPrescription(user, id);
      assertMedicineIndex(index, rx.medicines.length);
      await setSmartStock(db, id, index, enabled);
      const msg = enabled ? MSG_PRESCRIPTIONS.smartStockOn : MSG_PRESCRIPTIONS.smartStockOff;
      return { msg, message: msg, isSmartStockEnabled: enabled };
    },

    /** GET /prescriptions/adherence?days (decision 028). */
    async adherence(user: SessionUser, days: number): Promise<Adherence> {
      const now = clock.now();
      const today = indiaDate(now);
      const from = addDays(today, -(days - 1));
      const [rxs, doseTimes] = await Promise.all([
        prescriptionsOverlapping(db, user.id, from, today),
        loadDoseTimes(user.id),
      ]);
      // Doses logged for later days of a course (taken early) count too.
      const logs = await doseLogsBetween(
        db,
        rxs.map((r) => r.id),
        from,
        today,
      );
      const taken = new Set(logs.map((l) => doseKey({ ...l, day: l.scheduledDate })));
      return computeAdherence({ courses: rxs.flatMap(coursesOf), taken, doseTimes, now, days });
    },

    /** GET /prescriptions/today: Today's Checklist at the patient's dose times. */
    async today(user: SessionUser): Promise<TodayChecklist> {
      const today = indiaDate(clock.now());
      const [rxs, doseTimes] = await Promise.all([
        prescriptionsOverlapping(db, user.id, today, today),
        loadDoseTimes(user.id),
      ]);
      const logs = await doseLogsBetween(
        db,
        rxs.map((r) => r.id),
        today,
        today,
      );
      const taken = new Set(logs.map((l) => doseKey({ ...l, day: l.scheduledDate })));
      const doses = rxs.flatMap((rx) =>
        dosesOn(coursesOf(rx), today).map((d) => {
          const med = rx.medicines[d.medicineIndex];
          return {
            prescriptionId: rx.id,
            medicineIndex: d.medicineIndex,
            name: med?.name ?? '',
            dosage: med?.dosage ?? '',
            slot: d.slot,
            time: doseTimes[d.slot],
            taken: taken.has(doseKey(d)),
            pillCount: med?.pillCount ?? null,
          };
        }),
      );
      doses.sort((a, b) => a.time.localeCompare(b.time) || a.name.localeCompare(b.name));
      return { date: today, doseTimes, doses };
    },

    async doseTimes(user: SessionUser): Promise<DoseTimes> {
      return loadDoseTimes(user.id);
    },

    async saveDoseTimes(user: SessionUser, times: DoseTimes) {
      await upsertDoseTimes(db, user.id, times, clock.now());
      return {
        msg: MSG_PRESCRIPTIONS.doseTimesSaved,
        message: MSG_PRESCRIPTIONS.doseTimesSaved,
        doseTimes: times,
      };
    },
  };
}

export type PrescriptionService = ReturnType<typeof createPrescriptionService>;

/**
 * The missed-dose sweep (a recurring job): every scheduled dose whose time passed more than
 * MISSED_DOSE_AFTER_MINUTES ago (within the last MISSED_DOSE_LOOKBACK_HOURS) with nothing logged gets one
 * notification to the patient — the dedupe key makes a re-run or an overlapping sweep send nothing twice;
 * a prescription whose course has ended is no longer scanned.
 *
 * Care circles: when they exist, `alsoNotify` returns the Active family members who opted in for a patient
 * and they get the same notice (the seam; today it returns nobody).
 */
export async function sweepMissedDoses(
  deps: PrescriptionServiceDeps & { alsoNotify?: (patientId: string) => Promise<string[]> },
): Promise<number> {
  const { db, clock, events } = deps;
  const now = clock.now();
  const latest = now.getTime() - MISSED_DOSE_AFTER_MINUTES * 60_000;
  const earliest = now.getTime() - MISSED_DOSE_LOOKBACK_HOURS * 3_600_000;
  const to = indiaDate(now);
  const from = indiaDate(new Date(earliest));
  const rxs = await prescriptionsRunningOn(db, from, to);
  if (rxs.length === 0) return 0;
  const timesRows = await doseTimesOf(db, [...new Set(rxs.map((r) => r.patientId))]);
  const times = new Map(timesRows.map((r) => [r.patientId, timesOf(r)]));
  const logs = await doseLogsBetween(
    db,
    rxs.map((r) => r.id),
    from,
    to,
  );
  const taken = new Set(logs.map((l) => doseKey({ ...l, day: l.scheduledDate })));
  const items: NewNotification[] = [];
  for (const rx of rxs) {
    const doseTimes = times.get(rx.patientId) ?? { ...DEFAULT_DOSE_TIMES };
    const family = deps.alsoNotify ? await deps.alsoNotify(rx.patientId) : [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      for (const dose of dosesOn(coursesOf(rx), day)) {
        const at = doseInstant(day, doseTimes[dose.slot]).getTime();
        if (at > latest || at < earliest || taken.has(doseKey(dose))) continue;
        const medicine = rx.medicines[dose.medicineIndex]?.name ?? '';
        const message = fill(MSG_PRESCRIPTIONS.missedDoseNotice, {
          slot: DOSE_SLOT_LABELS[dose.slot].toLowerCase(),
          medicine,
        });
        for (const userId of [rx.patientId, ...family]) {
          items.push({
            userId,
            kind: 'dose_missed',
            message,
            link: MY_PRESCRIPTIONS,
            dedupeKey: `dose-missed:${doseKey(dose)}:${userId}`,
          });
        }
      }
    }
  }
  const created = await insertNotifications(db, items, now);
  pushNotifications(events, created);
  return created.length;
}
