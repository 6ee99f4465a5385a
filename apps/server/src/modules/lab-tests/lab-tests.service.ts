import { FEES } from '@arogya/contract/constants/appointments';
import {
  DEFAULT_WORK_DAYS,
  findLabTest,
  LAB_SLOTS,
  type LabSlot,
  type LabTestStatus,
  labSlotProblem,
  WORK_DAYS,
  type WorkDay,
  workDayOf,
} from '@arogya/contract/constants/lab-tests';
import { paiseToRupees, rupeesToPaise } from '@arogya/contract/constants/payments';
import { isCalendarDay } from '@arogya/contract/india-time';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_LAB } from '@arogya/contract/messages/lab';
import type { LabSlots, LabTest } from '@arogya/contract/schemas/lab-tests';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files } from '../../db/schema/files';
import type { JobQueue } from '../../jobs/types';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import type { FileStorage, StoredObject } from '../../lib/storage';
import type { DomainEventSink } from '../../realtime/dispatch';
import { recordAudit } from '../audit/audit.repo';
import { checkUploadType, type UploadService } from '../files/files.service';
import { createMailer } from '../mail/mail.service';
import {
  type CreatedNotification,
  insertNotifications,
  type NewNotification,
  pushNotifications,
} from '../notifications/notifications.service';
import {
  assignedNotice,
  bookedText,
  cancelledNotice,
  patientEmail,
  patientNotice,
  patientUpdateText,
  preparationOf,
} from './lab-test-notices';
import { LAB_TEST_REMINDER_QUEUE, type LabTestReminderData } from './lab-test-reminders';
import {
  catalogueTestFor,
  checkCollectionSlot,
  checkPatientCancel,
  checkReportUpload,
  decideTechnicianChange,
  type LabTestFacts,
  pickTechnician,
  remainingPlaces,
  reminderAt,
} from './lab-tests.policy';
import {
  findCityTechnicians,
  findEmail,
  findLabTestRecord,
  findWorkingDays,
  insertLabTest,
  type LabTestRecord,
  listOfPatient,
  listOfTechnician,
  loadsOf,
  lockCityTechnicians,
  saveWorkingDays,
  setReminderJob,
  slotCountsOf,
  transitionLabTest,
} from './lab-tests.repo';

export interface LabTestServiceDeps {
  db: Database;
  clock: Clock;
  jobs: Pick<JobQueue, 'send' | 'cancel'>;
  events: DomainEventSink;
  storage: FileStorage;
  uploads: Pick<UploadService, 'save'>;
  /** Base of the links in e-mails. */
  publicUrl: string;
}

export interface BookLabTestBody {
  testName: string;
  collectionDate: string;
  collectionTime: LabSlot;
  patientAddress: string;
  city: string;
}

const slotOrder = (slot: string) => (LAB_SLOTS as readonly string[]).indexOf(slot);

/** The contract shape of a collection. Only its patient and its technician are ever given one. */
export function toLabTest(r: LabTestRecord): LabTest {
  const t = r.test;
  return {
    _id: t.id,
    id: t.id,
    testName: t.testName,
    sampleType: findLabTest(t.testName)?.sampleType ?? '',
    preparation: preparationOf(t.testName),
    collectionDate: t.collectionDate,
    collectionTime: t.collectionTime as LabSlot,
    patientAddress: t.patientAddress,
    city: t.city,
    fee: paiseToRupees(t.feePaise),
    status: t.status as LabTestStatus,
    patient: { _id: r.patient.id, name: r.patient.name },
    technician: { _id: r.technician.id, name: r.technician.name },
    paidAtCollection: t.paidAtCollection,
    reportUrl: t.reportFileId ? `/api/lab-tests/${t.id}/report` : null,
    cancellationReason: t.cancellationReason,
    createdAt: t.createdAt.toISOString(),
  };
}

function factsOf(r: LabTestRecord): LabTestFacts {
  return {
    patientId: r.test.patientId,
    technicianId: r.test.technicianId,
    status: r.test.status as LabTestStatus,
    collectionDate: r.test.collectionDate,
    collectionTime: r.test.collectionTime as LabSlot,
    paidAtCollection: r.test.paidAtCollection,
  };
}

export function createLabTestService(deps: LabTestServiceDeps) {
  const { db, clock, jobs, events } = deps;
  const mailer = createMailer({ db, jobs, clock });

  /**
   * The one place this module talks to sockets (after the commit): the bell notifications, and a nudge to
   * both people of the collection so their lists refresh without a reload.
   */
  function publish(created: readonly CreatedNotification[], labTestId: string, userIds: readonly string[]) {
    pushNotifications(events, created);
    events.record({ type: 'lab-test.changed', labTestId, parties: userIds });
  }

  /** A collection the viewer may see: its patient or its technician. Anyone else: 404, as if it did not exist. */
  async function visibleRecord(viewer: SessionUser, id: string): Promise<LabTestRecord> {
    const record = await findLabTestRecord(db, id);
    if (!record || (record.test.patientId !== viewer.id && record.test.technicianId !== viewer.id)) {
      throw new NotFoundError(MSG_LAB.notFound);
    }
    return record;
  }

  async function reload(id: string): Promise<LabTest> {
    const record = await findLabTestRecord(db, id);
    if (!record) throw new Error(`lab test ${id} vanished after its change`);
    return toLabTest(record);
  }

  return {
    /**
     * Books a collection for the signed-in patient. The rules are checked first; then, in one transaction,
     * the city's technician rows are locked, the least busy one with room in the slot is chosen, and the
     * booking, the technician's notification, the patient's e-mail and the evening-before reminder are
     * written together. The lock makes concurrent bookings of a city take turns, so a slot never overfills.
     */
    async book(
      user: SessionUser,
      input: BookLabTestBody,
      ip: string | null,
    ): Promise<{ msg: string; data: LabTest }> {
      const now = clock.now();
      const test = catalogueTestFor(input.testName);
      checkCollectionSlot(input.collectionDate, input.collectionTime, now);
      const day: WorkDay = workDayOf(input.collectionDate);
      const patient = await findEmail(db, user.id);

      let created: CreatedNotification[] = [];
      const id = await db.transaction(async (tx) => {
        const technicians = await lockCityTechnicians(tx, input.city, day);
        if (technicians.length === 0) {
          throw new ValidationError(fill(MSG_LAB.noTechnicianInCity, { city: input.city }), [
            { path: 'body.city', message: fill(MSG_LAB.noTechnicianInCity, { city: input.city }) },
          ]);
        }
        const working = technicians.filter((t) => t.worksThatDay);
        const loads = await loadsOf(
          tx,
          working.map((t) => t.id),
          input.collectionDate,
          input.collectionTime,
        );
        const chosen = pickTechnician(
          working.map((t) => ({
            id: t.id,
            name: t.name,
            inSlot: loads.get(t.id)?.inSlot ?? 0,
            inDay: loads.get(t.id)?.inDay ?? 0,
            lastAssignedAt: loads.get(t.id)?.lastAssignedAt ?? null,
          })),
        );
        if (!chosen) throw new ConflictError(MSG_LAB.slotFull);

        const row = await insertLabTest(tx, {
          patientId: user.id,
          technicianId: chosen.id,
          testName: test.name,
          collectionDate: input.collectionDate,
          collectionTime: input.collectionTime,
          patientAddress: input.patientAddress,
          city: input.city,
          feePaise: rupeesToPaise(FEES.LAB_TEST),
          status: 'Scheduled',
          createdAt: now,
          updatedAt: now,
        });
        const record: LabTestRecord = {
          test: row,
          patient: { id: user.id, name: user.name },
          technician: { id: chosen.id, name: chosen.name },
        };
        created = await insertNotifications(tx, [assignedNotice(record)], now);
        if (patient) {
          await mailer.send(patientEmail(record, patient, 'Scheduled', bookedText(record), deps.publicUrl), {
            tx,
          });
        }
        const at = reminderAt(input.collectionDate, now);
        if (at) {
          const data: LabTestReminderData = { labTestId: row.id };
          const jobId = await jobs.send(LAB_TEST_REMINDER_QUEUE, data, { tx, startAfter: at });
          if (jobId) await setReminderJob(tx, row.id, jobId);
        }
        // The address is health data: the audit names the collection, not where it is.
        await recordAudit(tx, {
          action: 'lab_test.booked',
          actorId: user.id,
          targetUserId: chosen.id,
          details: { labTestId: row.id },
          ip,
          at: now,
        });
        return row.id;
      });

      const data = await reload(id);
      publish(created, id, [data.technician?._id ?? '', user.id].filter(Boolean));
      return { msg: MSG_LAB.booked, data };
    },

    /** Which slots of a city's day still take a booking, for the form. */
    async slots(city: string, date: string): Promise<LabSlots> {
      const now = clock.now();
      if (!isCalendarDay(date)) {
        throw new ValidationError(MSG_LAB.dateInvalid, [
          { path: 'querystring.date', message: MSG_LAB.dateInvalid },
        ]);
      }
      const technicians = await findCityTechnicians(db, city, workDayOf(date));
      const working = technicians.filter((t) => t.worksThatDay);
      const counts = await slotCountsOf(
        db,
        working.map((t) => t.id),
        date,
      );
      return {
        city,
        date,
        technicians: working.length,
        slots: LAB_SLOTS.map((time) => {
          const loads = working.map(
            (t) => counts.find((c) => c.technicianId === t.id && c.slot === time)?.count ?? 0,
          );
          const remaining = remainingPlaces(loads);
          const problem = labSlotProblem(date, time, now);
          const reason =
            problem ?? (working.length === 0 ? 'no-technician' : remaining === 0 ? 'full' : null);
          return { time, remaining, available: reason === null, reason };
        }),
      };
    },

    async listOfPatient(user: SessionUser): Promise<LabTest[]> {
      return (await listOfPatient(db, user.id)).map(toLabTest);
    },

    /** The technician's collections in day order: date, then slot. */
    async listOfTechnician(user: SessionUser): Promise<LabTest[]> {
      const rows = await listOfTechnician(db, user.id);
      return rows
        .map(toLabTest)
        .sort(
          (a, b) =>
            a.collectionDate.localeCompare(b.collectionDate) ||
            slotOrder(a.collectionTime) - slotOrder(b.collectionTime),
        );
    },

    /** PUT /lab-tests/{id}/status by the assigned technician. */
    async changeStatus(
      user: SessionUser,
      id: string,
      input: { status: LabTestStatus; paidAtCollection?: boolean | undefined },
      ip: string | null,
    ): Promise<{ msg: string; data: LabTest }> {
      const now = clock.now();
      const record = await visibleRecord(user, id);
      const change = decideTechnicianChange(user, factsOf(record), input);
      const moves = change.to !== change.from;
      let created: CreatedNotification[] = [];
      await db.transaction(async (tx) => {
        const updated = await transitionLabTest(tx, id, [change.from], {
          ...(moves ? { status: change.to } : {}),
          ...(change.to === 'Sample Collected' && moves ? { collectedAt: now } : {}),
          ...(change.recordPayment ? { paidAtCollection: true } : {}),
          updatedAt: now,
        });
        if (!updated) throw new ConflictError(MSG_LAB.changedMeanwhile);
        if (moves && change.to === 'Sample Collected') {
          created = await insertNotifications(tx, [patientNotice(record, 'Sample Collected')], now);
          const patient = await findEmail(tx, record.patient.id);
          if (patient) {
            const text = patientUpdateText(record, 'Sample Collected');
            await mailer.send(patientEmail(record, patient, change.to, text, deps.publicUrl), { tx });
          }
        }
        await recordAudit(tx, {
          action: 'lab_test.status_changed',
          actorId: user.id,
          targetUserId: record.patient.id,
          details: {
            labTestId: id,
            from: change.from,
            to: change.to,
            paidAtCollection: change.recordPayment,
          },
          ip,
          at: now,
        });
      });
      publish(created, id, [record.patient.id, record.technician.id]);
      return {
        msg: moves ? fill(MSG_LAB.statusUpdated, { status: change.to }) : MSG_LAB.paymentRecorded,
        data: await reload(id),
      };
    },

    /** POST /lab-tests/{id}/cancel by the patient, until the cutoff. */
    async cancel(
      user: SessionUser,
      id: string,
      reason: string | undefined,
      ip: string | null,
    ): Promise<{ msg: string; data: LabTest }> {
      const now = clock.now();
      const record = await visibleRecord(user, id);
      checkPatientCancel(user, factsOf(record), now);
      let created: CreatedNotification[] = [];
      await db.transaction(async (tx) => {
        const updated = await transitionLabTest(tx, id, ['Scheduled'], {
          status: 'Cancelled',
          cancelledAt: now,
          cancelledBy: user.id,
          cancellationReason: reason ? reason : null,
          reminderJobId: null,
          updatedAt: now,
        });
        if (!updated) throw new ConflictError(MSG_LAB.cannotCancel);
        if (record.test.reminderJobId)
          await jobs.cancel(LAB_TEST_REMINDER_QUEUE, record.test.reminderJobId, { tx });
        created = await insertNotifications(tx, [cancelledNotice(record)], now);
        const patient = await findEmail(tx, user.id);
        if (patient) {
          await mailer.send(patientEmail(record, patient, 'Cancelled', MSG_LAB.cancelled, deps.publicUrl), {
            tx,
          });
        }
        await recordAudit(tx, {
          action: 'lab_test.cancelled',
          actorId: user.id,
          targetUserId: record.technician.id,
          details: { labTestId: id },
          ip,
          at: now,
        });
      });
      publish(created, id, [record.patient.id, record.technician.id]);
      return { msg: MSG_LAB.cancelled, data: await reload(id) };
    },

    /**
     * The technician uploads the report (type read from the bytes by the storage module); the collection
     * becomes Completed and the patient is told. A second upload replaces the report.
     */
    async uploadReport(
      user: SessionUser,
      id: string,
      file: { bytes: Buffer; mimetype: string },
      ip: string | null,
    ): Promise<{ msg: string; data: LabTest }> {
      const now = clock.now();
      // The file is judged first (415 whatever the id), then the collection; nothing is stored until both pass.
      await checkUploadType('report', file.bytes, file.mimetype);
      const record = await visibleRecord(user, id);
      checkReportUpload(user, factsOf(record));
      const stored = await deps.uploads.save('report', user.id, file.bytes, file.mimetype);
      let created: CreatedNotification[] = [];
      await db.transaction(async (tx) => {
        const updated = await transitionLabTest(tx, id, ['Sample Collected', 'Completed'], {
          status: 'Completed',
          reportFileId: stored.id,
          completedAt: record.test.completedAt ?? now,
          updatedAt: now,
        });
        if (!updated) throw new ConflictError(MSG_LAB.changedMeanwhile);
        const notices: NewNotification[] = [patientNotice(record, 'Completed')];
        created = await insertNotifications(tx, notices, now);
        const patient = await findEmail(tx, record.patient.id);
        if (patient) {
          const text = patientUpdateText(record, 'Completed');
          await mailer.send(patientEmail(record, patient, 'Completed', text, deps.publicUrl), { tx });
        }
        await recordAudit(tx, {
          action: 'lab_test.report_uploaded',
          actorId: user.id,
          targetUserId: record.patient.id,
          details: { labTestId: id, fileId: stored.id },
          ip,
          at: now,
        });
      });
      publish(created, id, [record.patient.id, record.technician.id]);
      return { msg: MSG_LAB.reportUploaded, data: await reload(id) };
    },

    /** The report's bytes, for the patient and the assigned technician only. */
    async openReport(user: SessionUser, id: string): Promise<{ contentType: string; object: StoredObject }> {
      const record = await visibleRecord(user, id);
      if (!record.test.reportFileId) throw new NotFoundError(MSG_LAB.reportNotReady);
      const [file] = await db.select().from(files).where(eq(files.id, record.test.reportFileId)).limit(1);
      const object = file ? await deps.storage.get(file.storageKey) : null;
      if (!file || !object) throw new NotFoundError(MSG_LAB.reportNotReady);
      return { contentType: file.contentType, object };
    },

    async workingDays(user: SessionUser): Promise<WorkDay[]> {
      return ((await findWorkingDays(db, user.id)) ?? [...DEFAULT_WORK_DAYS]) as WorkDay[];
    },

    async setWorkingDays(user: SessionUser, days: readonly WorkDay[]): Promise<WorkDay[]> {
      const ordered = [...days].sort((a, b) => WORK_DAYS.indexOf(a) - WORK_DAYS.indexOf(b));
      await saveWorkingDays(db, user.id, ordered, clock.now());
      return ordered;
    },
  };
}

export type LabTestService = ReturnType<typeof createLabTestService>;
