import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  SECOND_OPINION_FILE,
  SECOND_OPINION_OVERDUE_GRACE_HOURS,
  SECOND_OPINION_SPECIALTIES,
  type SecondOpinionFileCategory,
  type SecondOpinionSpecialty,
  secondOpinionPrice,
  secondOpinionSpecialtyLabel,
  URGENCY_LEVELS,
  type UrgencyLevel,
} from '@arogya/contract/constants/second-opinions';
import type { SecondOpinionUpdatedPayload } from '@arogya/contract/events';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SECOND_OPINION } from '@arogya/contract/messages/second-opinion';
import type {
  CreateSecondOpinionInput,
  SecondOpinion,
  SecondOpinionFile,
  SecondOpinionReport,
} from '@arogya/contract/schemas/second-opinions';
import type { Database, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import { type FileStorage, newStorageKey, type StoredObject } from '../../lib/storage';
import type { DomainEventSink } from '../../realtime/dispatch';
import { recordAudit } from '../audit/audit.repo';
import { insertFile } from '../files/files.repo';
import {
  type CreatedNotification,
  insertNotifications,
  type NewNotification,
  pushNotifications,
} from '../notifications/notifications.service';
import { successfulPaymentFor } from '../payments/payments.repo';
import type { PaymentPurposes, PaymentsService } from '../payments/payments.service';
import { buildReportPdf, reportFileName } from './report-pdf';
import {
  approvedDoctor,
  automaticSpecialty,
  availableRequests,
  cancelRequest,
  claimRequest,
  countFiles,
  decideDeclaration,
  declarationsOf,
  doctorSpecialty,
  filesOf,
  findReport,
  findRequest,
  findRequestView,
  findSoFile,
  flagOverdue,
  insertReport,
  insertRequest,
  insertSoFile,
  markPaid,
  moveAssignedRequest,
  pendingDeclarations,
  type RequestRow,
  type RequestView,
  replaceDeclarations,
  requestsOfPatient,
  requestsOfSpecialist,
  restoreRequest,
  returnLapsed,
  specialistCounts,
  specialtiesOf,
  userName,
} from './second-opinions.repo';
import { contentDisposition, detectAllowedType, displayName, quotedName, spool } from './upload-check';

const HOUR = 3_600_000;
const MY_LINK = '/my-second-opinions';
const SPECIALIST_LINK = '/specialist/second-opinions';

export class UploadRejectedError extends AppError {
  constructor(code: 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE', message: string) {
    super(code, message);
  }
}

export function deadlineFrom(now: Date, urgency: string): Date {
  const hours = URGENCY_LEVELS[urgency as UrgencyLevel]?.hours ?? URGENCY_LEVELS.routine.hours;
  return new Date(now.getTime() + hours * HOUR);
}

export function toSecondOpinion(view: RequestView): SecondOpinion {
  const r = view.request;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    _id: r.id,
    title: r.title,
    description: r.description,
    medicalHistory: r.medicalHistory,
    currentDiagnosis: r.currentDiagnosis,
    urgencyLevel: r.urgencyLevel as SecondOpinion['urgencyLevel'],
    specialty: r.specialty as SecondOpinion['specialty'],
    responseType: r.responseType as SecondOpinion['responseType'],
    price: r.priceRupees,
    status: r.status as SecondOpinion['status'],
    paymentStatus: r.paymentStatus === 'paid' ? 'paid' : 'unpaid',
    deadline: iso(r.deadline),
    overdue: r.overdueAt !== null,
    specialistId:
      r.specialistId && view.specialistName !== null
        ? { _id: r.specialistId, name: view.specialistName }
        : null,
    patientId: { _id: r.patientId, name: view.patientName },
    createdAt: r.createdAt.toISOString(),
    paidAt: iso(r.paidAt),
    completedAt: iso(r.completedAt),
    cancelledAt: iso(r.cancelledAt),
    fileCount: Number(view.fileCount),
  };
}

/** A case's people may see it: its patient and its assigned specialist. */
function isParty(r: RequestRow, user: SessionUser): boolean {
  return r.patientId === user.id || (r.specialistId !== null && r.specialistId === user.id);
}

const notFound = () => new NotFoundError(MSG_SECOND_OPINION.notFound);

export interface SecondOpinionDeps {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  events: DomainEventSink;
  /** Refunds on cancel; absent where only the payment purpose is needed. */
  payments?: Pick<PaymentsService, 'refund'>;
}

/** The only place this module records its domain events; realtime dispatch turns them into socket events. */
function publish(events: DomainEventSink, request: RequestRow, notices: readonly CreatedNotification[] = []) {
  const payload: SecondOpinionUpdatedPayload = {
    _id: request.id,
    status: request.status as SecondOpinionUpdatedPayload['status'],
  };
  const parties = [request.patientId, request.specialistId].filter(Boolean) as string[];
  events.record({ type: 'second-opinion.changed', ...payload, parties });
  pushNotifications(events, notices);
}

function notice(userId: string, message: string, link: string, dedupeKey?: string): NewNotification {
  return { userId, kind: 'second_opinion', message, link, ...(dedupeKey ? { dedupeKey } : {}) };
}

/** The second_opinion payment: the server's price, for the patient's own unpaid request with a document. */
export function secondOpinionPaymentPurposes(): PaymentPurposes {
  return {
    second_opinion: {
      async prepare(db, { payer, referenceId }) {
        if (!payer || !/^[0-9a-f-]{36}$/i.test(referenceId)) throw notFound();
        const request = await findRequest(db, referenceId);
        if (!request || request.patientId !== payer.id) throw notFound();
        if (request.paymentStatus === 'paid') throw new ConflictError(MSG_SECOND_OPINION.alreadyPaid);
        if (request.status !== 'pending') throw new ConflictError(MSG_SECOND_OPINION.notPayable);
        const documents = await filesOf(db, request.id, SECOND_OPINION_FILE.category);
        if (documents.length === 0) {
          throw new ValidationError(MSG_SECOND_OPINION.atLeastOneFile, [
            { path: 'body.referenceId', message: MSG_SECOND_OPINION.atLeastOneFile },
          ]);
        }
        const counts = await specialistCounts(db);
        if (!counts.get(request.specialty)) throw new ValidationError(MSG_SECOND_OPINION.noSpecialist);
        return {
          amountPaise: request.priceRupees * 100,
          description: `Second opinion: ${request.title}`.slice(0, 200),
        };
      },
      async settle(tx, payment, order, now) {
        const request = await findRequest(tx, order.referenceId);
        if (!request) return;
        await markPaid(tx, request.id, payment.id, now, deadlineFrom(now, request.urgencyLevel));
      },
    },
  };
}

export function createSecondOpinionService({ db, clock, storage, events, payments }: SecondOpinionDeps) {
  async function view(id: string): Promise<SecondOpinion> {
    const v = await findRequestView(db, id);
    if (!v) throw notFound();
    return toSecondOpinion(v);
  }

  /** The request, if this user is one of its people; otherwise 404 as if it did not exist. */
  async function partyRequest(id: string, user: SessionUser): Promise<RequestRow> {
    const request = await findRequest(db, id);
    if (!request || !isParty(request, user)) throw notFound();
    return request;
  }

  async function notifyAndPublish(request: RequestRow, items: NewNotification[]) {
    const created = items.length ? await insertNotifications(db, items, clock.now()) : [];
    publish(events, request, created);
  }

  /** A change the patient is told about in the bell; both sides get the live update. */
  const tellPatient = (request: RequestRow, message: string) =>
    notifyAndPublish(request, [notice(request.patientId, message, MY_LINK)]);

  return {
    async create(
      user: SessionUser,
      input: Required<Omit<CreateSecondOpinionInput, 'price'>> & { price?: number },
    ) {
      const specialty = input.specialty as SecondOpinionSpecialty;
      const price = secondOpinionPrice(specialty, input.urgencyLevel as UrgencyLevel);
      if (input.price !== undefined && input.price !== price) {
        throw new ValidationError(MSG_SECOND_OPINION.priceMismatch, [
          { path: 'body.price', message: MSG_SECOND_OPINION.priceMismatch },
        ]);
      }
      const counts = await specialistCounts(db);
      if (!counts.get(specialty)) {
        throw new ValidationError(MSG_SECOND_OPINION.noSpecialist, [
          { path: 'body.specialty', message: MSG_SECOND_OPINION.noSpecialist },
        ]);
      }
      const now = clock.now();
      const row = await insertRequest(db, {
        patientId: user.id,
        title: input.title,
        description: input.description,
        medicalHistory: input.medicalHistory,
        currentDiagnosis: input.currentDiagnosis,
        urgencyLevel: input.urgencyLevel,
        specialty,
        responseType: input.responseType,
        priceRupees: price,
        createdAt: now,
        updatedAt: now,
      });
      return view(row.id);
    },

    async myRequests(user: SessionUser, status?: string): Promise<SecondOpinion[]> {
      return (await requestsOfPatient(db, user.id, status)).map(toSecondOpinion);
    },

    async available(user: SessionUser): Promise<SecondOpinion[]> {
      const specialties = await specialtiesOf(db, user.id);
      return (await availableRequests(db, user.id, specialties)).map(toSecondOpinion);
    },

    async myAssigned(user: SessionUser): Promise<SecondOpinion[]> {
      return (await requestsOfSpecialist(db, user.id)).map(toSecondOpinion);
    },

    /** The atomic accept: of specialists accepting at once exactly one gets the case; the others 409. */
    async assign(user: SessionUser, id: string): Promise<SecondOpinion> {
      const specialties = await specialtiesOf(db, user.id);
      if (specialties.length === 0) throw new ForbiddenError(MSG_SECOND_OPINION.specialistsOnly);
      const now = clock.now();
      const claimed = await claimRequest(db, id, user.id, specialties, now);
      if (!claimed) {
        const request = await findRequest(db, id);
        // Unpaid, cancelled, another specialty or a case taken back from this specialist: not theirs to see.
        const visible =
          request &&
          request.paymentStatus === 'paid' &&
          specialties.includes(request.specialty as SecondOpinionSpecialty) &&
          request.excludedSpecialistId !== user.id &&
          request.patientId !== user.id &&
          request.status !== 'cancelled';
        if (!visible) throw notFound();
        throw new ConflictError(MSG_SECOND_OPINION.caseTaken);
      }
      await tellPatient(
        claimed,
        fill(MSG_SECOND_OPINION.notifyAccepted, { title: claimed.title, name: user.name }),
      );
      return view(claimed.id);
    },

    async startReview(user: SessionUser, id: string): Promise<SecondOpinion> {
      const now = clock.now();
      const moved = await moveAssignedRequest(db, id, user.id, 'assigned', {
        status: 'in-review',
        reviewStartedAt: now,
        updatedAt: now,
      });
      if (!moved) {
        const request = await findRequest(db, id);
        if (request?.specialistId !== user.id) throw notFound();
        throw new ConflictError(MSG_SECOND_OPINION.cannotStartReview);
      }
      await tellPatient(
        moved,
        fill(MSG_SECOND_OPINION.notifyInReview, { title: moved.title, name: user.name }),
      );
      return view(moved.id);
    },

    async submitReport(
      user: SessionUser,
      id: string,
      input: { diagnosis: string; recommendations: string; notes: string },
    ): Promise<SecondOpinionReport> {
      const now = clock.now();
      const done = await db.transaction(async (tx) => {
        const moved = await moveAssignedRequest(tx, id, user.id, 'in-review', {
          status: 'completed',
          completedAt: now,
          updatedAt: now,
        });
        if (!moved) return null;
        await insertReport(tx, { requestId: id, specialistId: user.id, ...input, createdAt: now });
        return moved;
      });
      if (!done) {
        const request = await findRequest(db, id);
        if (request?.specialistId !== user.id) throw notFound();
        throw new ConflictError(MSG_SECOND_OPINION.cannotReport);
      }
      await tellPatient(done, fill(MSG_SECOND_OPINION.notifyCompleted, { title: done.title }));
      return this.report(user, id);
    },

    async report(user: SessionUser, id: string): Promise<SecondOpinionReport> {
      const request = await partyRequest(id, user);
      const report = await findReport(db, request.id);
      if (!report) throw new NotFoundError(MSG_SECOND_OPINION.reportNotReady);
      const attachments = await filesOf(db, request.id, SECOND_OPINION_FILE.reportCategory);
      return {
        requestId: request.id,
        createdAt: report.createdAt.toISOString(),
        doctorName: await userName(db, report.specialistId),
        specialty: secondOpinionSpecialtyLabel(request.specialty as SecondOpinionSpecialty),
        diagnosis: report.diagnosis,
        recommendations: report.recommendations,
        notes: report.notes,
        attachments: attachments.map(({ link }) => ({
          _id: link.id,
          filename: link.originalName,
          url: `/api/second-opinions/files/${link.id}/download`,
        })),
      };
    },

    async reportPdf(user: SessionUser, id: string): Promise<{ fileName: string; bytes: Uint8Array }> {
      const report = await this.report(user, id);
      const request = await findRequest(db, id);
      const bytes = await buildReportPdf({
        ...report,
        title: request?.title ?? '',
        patientName: request ? await userName(db, request.patientId) : '',
        generatedAt: clock.now(),
      });
      return { fileName: reportFileName(new Date(report.createdAt)), bytes };
    },

    /**
     * A file of a case, streamed in: the patient adds documents while the case is pending; the assigned
     * specialist adds report attachments while reviewing. The type comes from the bytes; the name is only
     * displayed. The caller must consume or drain `stream` — this reads it to the end or until the limit.
     */
    async upload(
      user: SessionUser,
      id: string,
      part: {
        stream: Readable & { truncated?: boolean };
        filename: string;
        mimetype: string;
        category: SecondOpinionFileCategory;
      },
    ): Promise<SecondOpinionFile> {
      const name = displayName(part.filename);
      // The bytes first (bounded by the size limit, to a temporary file): a refusal for size or type
      // never depends on whether the case exists, so it reveals nothing about other people's cases.
      const spooled = await spool(part.stream);
      try {
        if (spooled.truncated) {
          throw new UploadRejectedError(
            'PAYLOAD_TOO_LARGE',
            fill(MSG_SECOND_OPINION.fileTooLarge, { file: quotedName(name) }),
          );
        }
        const type = await detectAllowedType(spooled, part.mimetype);
        if (!type) {
          throw new UploadRejectedError(
            'UNSUPPORTED_MEDIA_TYPE',
            fill(MSG_SECOND_OPINION.invalidFileType, { file: quotedName(name) }),
          );
        }
        const request = await findRequest(db, id);
        if (!request || !isParty(request, user)) throw notFound();
        if (part.category === SECOND_OPINION_FILE.category) {
          if (request.patientId !== user.id) throw new ForbiddenError(MSG_SECOND_OPINION.categoryInvalid);
          if (request.status !== 'pending') throw new ConflictError(MSG_SECOND_OPINION.documentsClosed);
        } else {
          if (request.specialistId !== user.id) throw new ForbiddenError(MSG_SECOND_OPINION.categoryInvalid);
          if (request.status !== 'in-review') throw new ConflictError(MSG_SECOND_OPINION.cannotReport);
        }
        if ((await countFiles(db, id)) >= SECOND_OPINION_FILE.maxFilesPerRequest) {
          throw new ConflictError(MSG_SECOND_OPINION.tooManyFiles);
        }
        const key = newStorageKey('second-opinion');
        await storage.put(key, fs.createReadStream(spooled.path), type);
        const now = clock.now();
        try {
          const link = await db.transaction(async (tx) => {
            const file = await insertFile(tx, {
              ownerId: user.id,
              purpose: 'medical-report',
              contentType: type,
              sizeBytes: spooled.size,
              storageKey: key,
              createdAt: now,
            });
            return insertSoFile(tx, {
              requestId: id,
              fileId: file.id,
              uploaderId: user.id,
              category: part.category,
              originalName: name,
              createdAt: now,
            });
          });
          return {
            _id: link.id,
            originalName: link.originalName,
            fileSize: spooled.size,
            category: part.category,
            contentType: type,
            createdAt: link.createdAt.toISOString(),
          };
        } catch (err) {
          await storage.delete(key).catch(() => {});
          throw err;
        }
      } finally {
        await spooled.remove();
      }
    },

    async files(user: SessionUser, id: string): Promise<SecondOpinionFile[]> {
      const request = await partyRequest(id, user);
      return (await filesOf(db, request.id)).map(({ link, file }) => ({
        _id: link.id,
        originalName: link.originalName,
        fileSize: file.sizeBytes,
        category: link.category as SecondOpinionFileCategory,
        contentType: file.contentType,
        createdAt: link.createdAt.toISOString(),
      }));
    },

    async download(
      user: SessionUser,
      fileId: string,
    ): Promise<{ object: StoredObject; contentType: string; disposition: string }> {
      const row = await findSoFile(db, fileId);
      if (!row || !isParty(row.request, user)) throw notFound();
      const object = await storage.get(row.file.storageKey);
      if (!object) throw notFound();
      return {
        object,
        contentType: row.file.contentType,
        disposition: contentDisposition(row.link.originalName),
      };
    },

    /** The patient cancels an unassigned or overdue case; a paid one is refunded in full, once. */
    async cancel(user: SessionUser, id: string, reason: string): Promise<SecondOpinion> {
      const before = await findRequest(db, id);
      if (!before || before.patientId !== user.id) throw notFound();
      const now = clock.now();
      const cancelled = await cancelRequest(db, id, user.id, reason, now);
      if (!cancelled) throw new ConflictError(MSG_SECOND_OPINION.cannotCancel);
      if (cancelled.paymentStatus === 'paid' && payments) {
        const payment = await successfulPaymentFor(db, 'second_opinion', id);
        if (payment) {
          try {
            await payments.refund(
              payment.id,
              payment.amountPaise - payment.refundedPaise,
              reason || 'Cancelled by patient',
            );
          } catch (err) {
            await restoreRequest(db, before);
            throw err;
          }
        }
      }
      const items = cancelled.specialistId
        ? [
            notice(
              cancelled.specialistId,
              fill(MSG_SECOND_OPINION.notifyReturned, { title: cancelled.title }),
              SPECIALIST_LINK,
            ),
          ]
        : [];
      await notifyAndPublish(cancelled, items);
      return view(id);
    },

    /** Specialties and whether a specialist serves each now, with the routine price. */
    async specialties() {
      const counts = await specialistCounts(db);
      return SECOND_OPINION_SPECIALTIES.map((specialty) => ({
        specialty,
        price: secondOpinionPrice(specialty, 'routine'),
        specialists: counts.get(specialty) ?? 0,
      }));
    },

    async mySpecialties(user: SessionUser) {
      const doctor = await approvedDoctorOrAny(db, user.id);
      const auto = automaticSpecialty(doctor?.specialty ?? null);
      const list: Array<{
        specialty: SecondOpinionSpecialty;
        status: 'automatic' | 'pending' | 'approved' | 'rejected';
      }> = auto ? [{ specialty: auto, status: 'automatic' }] : [];
      for (const d of await declarationsOf(db, user.id)) {
        if (d.specialty !== auto) {
          list.push({ specialty: d.specialty as SecondOpinionSpecialty, status: d.status as 'pending' });
        }
      }
      return list;
    },

    async declareSpecialties(user: SessionUser, specialties: readonly SecondOpinionSpecialty[]) {
      const doctor = await approvedDoctorOrAny(db, user.id);
      const auto = automaticSpecialty(doctor?.specialty ?? null);
      const declared = [...new Set(specialties)].filter((s) => s !== auto);
      await db.transaction((tx) => replaceDeclarations(tx, user.id, declared, clock.now()));
      return this.mySpecialties(user);
    },

    async pendingDeclarations() {
      return (await pendingDeclarations(db)).map(({ declaration: d, doctorName, registeredSpecialty }) => ({
        _id: d.id,
        doctorId: d.doctorId,
        doctorName,
        registeredSpecialty,
        specialty: d.specialty as SecondOpinionSpecialty,
        status: d.status as 'pending',
        createdAt: d.createdAt.toISOString(),
      }));
    },

    async decideDeclaration(admin: SessionUser, id: string, decision: 'approved' | 'rejected') {
      await db.transaction(async (tx) => {
        const row = await decideDeclaration(tx, id, decision, admin.id, clock.now());
        if (!row) throw new NotFoundError(MSG_SECOND_OPINION.notFound);
        // Every admin decision is in the audit log (admin dashboard's audit view).
        await recordAudit(tx, {
          at: clock.now(),
          action: `second_opinion_specialty.${decision}`,
          actorId: admin.id,
          targetUserId: row.doctorId,
          details: { specialty: row.specialty },
        });
      });
    },
  };
}

/** The doctor's registered specialty whatever the approval (an unapproved doctor may still declare). */
async function approvedDoctorOrAny(db: Database, userId: string) {
  return (await approvedDoctor(db, userId)) ?? (await doctorSpecialty(db, userId));
}

export type SecondOpinionService = ReturnType<typeof createSecondOpinionService>;

export interface DeadlineSweep {
  flagged: number;
  returned: number;
}

/**
 * The deadline job: flags paid, open cases past their deadline (telling the patient and the specialist),
 * and returns assigned cases still open a grace period after being flagged to Available for others, with
 * a fresh deadline. Idempotent: a flagged case is not flagged again; notices carry dedupe keys.
 */
export async function sweepSecondOpinionDeadlines(
  deps: { db: Database; events: DomainEventSink },
  now: Date,
  graceHours: number = SECOND_OPINION_OVERDUE_GRACE_HOURS,
): Promise<DeadlineSweep> {
  const { db, events } = deps;
  const cutoff = new Date(now.getTime() - graceHours * HOUR);
  const { flagged, returned, created } = await db.transaction(async (tx: Tx) => {
    const flagged = await flagOverdue(tx, now, 200);
    const returned = await returnLapsed(tx, cutoff, now, (r) => deadlineFrom(now, r.urgencyLevel), 200);
    const items: NewNotification[] = [];
    for (const r of flagged) {
      const message = fill(MSG_SECOND_OPINION.notifyOverdue, { title: r.title });
      const key = `so-overdue:${r.id}:${r.deadline?.getTime() ?? 0}`;
      items.push(notice(r.patientId, message, MY_LINK, `${key}:p`));
      if (r.specialistId) items.push(notice(r.specialistId, message, SPECIALIST_LINK, `${key}:s`));
    }
    for (const { before, after } of returned) {
      const message = fill(MSG_SECOND_OPINION.notifyReturned, { title: after.title });
      const key = `so-returned:${after.id}:${now.getTime()}`;
      items.push(notice(after.patientId, message, MY_LINK, `${key}:p`));
      if (before.specialistId) items.push(notice(before.specialistId, message, SPECIALIST_LINK, `${key}:s`));
    }
    const created = await insertNotifications(tx, items, now);
    return { flagged, returned, created };
  });
  for (const r of flagged) publish(events, r);
  for (const { before, after } of returned) {
    publish(events, after);
    if (before.specialistId) publish(events, { ...after, specialistId: before.specialistId });
  }
  pushNotifications(events, created);
  return { flagged: flagged.length, returned: returned.length };
}
