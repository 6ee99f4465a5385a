import { RECORD_STATUS, RECORDS_UPLOAD, type RecordSource } from '@arogya/contract/constants/records';
import { indiaDate } from '@arogya/contract/india-time';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_RECORDS } from '@arogya/contract/messages/records';
import type { HealthRecord, SharedRecord } from '@arogya/contract/schemas/records';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import { type FileStorage, newStorageKey } from '../../lib/storage';
import { OWN_DATA_STATUSES } from '../appointments/appointments.policy';
import { buildPrescriptionPdf, prescriptionFileName } from '../prescriptions/prescription-pdf';
import { findPrescription } from '../prescriptions/prescriptions.repo';
import { toPrescription } from '../prescriptions/prescriptions.service';
import { grantIfInactive } from '../privacy/consent.repo';
import { cleanFileName, declaredAgrees, recordContentType } from './record-content';
import {
  careTeamOf,
  deleteRecord,
  deleteShare,
  findRecord,
  type HealthRecordRow,
  insertRecords,
  insertShare,
  isSharedWith,
  recordsOf,
  recordsSharedWith,
  sharesOfRecords,
} from './records.repo';

export class UnsupportedRecordError extends AppError {
  constructor(message: string) {
    super('UNSUPPORTED_MEDIA_TYPE', message);
  }
}
/** 413: a file or the whole drop is larger than allowed (answered while the upload still streams in). */
export class RecordTooLargeError extends AppError {
  constructor(message: string) {
    super('PAYLOAD_TOO_LARGE', message);
  }
}

export const ACCEPTED_TYPES_TEXT = 'image, PDF, plain text or Word (.doc, .docx)';

export interface IncomingFile {
  fileName: string | undefined;
  bytes: Buffer;
  /** The type the browser declared, if any: it must agree with the bytes. */
  declaredType?: string | undefined;
}

export interface RecordDownload {
  name: string;
  contentType: string;
  body: Buffer | NodeJS.ReadableStream;
  size: number;
}

export function createRecordsService({
  db,
  clock,
  storage,
}: {
  db: Database;
  clock: Clock;
  storage: FileStorage;
}) {
  const notFound = () => new NotFoundError(MSG_RECORDS.notFound);

  async function withShares(rows: HealthRecordRow[]): Promise<HealthRecord[]> {
    const shares = await sharesOfRecords(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      _id: r.id,
      id: r.id,
      name: r.name,
      type: r.contentType,
      size: r.sizeBytes,
      uploadedAt: r.createdAt.toISOString(),
      status: RECORD_STATUS,
      source: r.source as RecordSource,
      shares: shares
        .filter((s) => s.recordId === r.id)
        .map((s) => ({
          _id: s.id,
          professional: { _id: s.professionalId, name: s.professionalName },
          createdAt: s.createdAt.toISOString(),
        })),
    }));
  }

  async function ownRecord(user: SessionUser, id: string) {
    const record = await findRecord(db, id);
    if (!record || record.ownerId !== user.id) throw notFound();
    return record;
  }

  return {
    /**
     * POST /records: every file is checked first (type from the bytes, size, count); then all are stored
     * and recorded together, or none is.
     */
    async upload(user: SessionUser, files: readonly IncomingFile[]): Promise<HealthRecord[]> {
      if (files.length === 0) throw new ValidationError(MSG_RECORDS.filesRequired);
      if (files.length > RECORDS_UPLOAD.maxFiles) throw new ValidationError(MSG_RECORDS.tooManyFiles);
      const checked: (IncomingFile & { contentType: string; key: string })[] = [];
      for (const file of files) {
        if (file.bytes.length > RECORDS_UPLOAD.maxBytes) {
          throw new RecordTooLargeError(fill(MSG_RECORDS.fileTooLarge, { bytes: RECORDS_UPLOAD.maxBytes }));
        }
        const contentType = await recordContentType(file.bytes);
        if (!contentType || !declaredAgrees(file.declaredType, contentType)) {
          throw new UnsupportedRecordError(fill(MSG_RECORDS.fileTypeMustBe, { types: ACCEPTED_TYPES_TEXT }));
        }
        checked.push({ ...file, contentType, key: newStorageKey('health-record') });
      }
      const now = clock.now();
      try {
        for (const file of checked) await storage.put(file.key, file.bytes, file.contentType);
        const rows = await db.transaction((tx) =>
          insertRecords(
            tx,
            checked.map((f) => ({
              ownerId: user.id,
              name: cleanFileName(f.fileName, `record-${indiaDate(now)}`),
              contentType: f.contentType,
              sizeBytes: f.bytes.length,
              source: 'upload',
              storageKey: f.key,
              createdAt: now,
            })),
          ),
        );
        return withShares(rows);
      } catch (err) {
        await Promise.all(checked.map((f) => storage.delete(f.key).catch(() => {})));
        throw err;
      }
    },

    async list(user: SessionUser): Promise<HealthRecord[]> {
      return withShares(await recordsOf(db, user.id));
    },

    /** The owner, or a professional it is shared with while the share stands; anyone else 404. */
    async download(user: SessionUser, id: string): Promise<RecordDownload> {
      const record = await findRecord(db, id);
      if (!record) throw notFound();
      if (record.ownerId !== user.id && !(await isSharedWith(db, id, user.id))) throw notFound();
      if (record.prescriptionId) {
        const rx = await findPrescription(db, record.prescriptionId);
        if (!rx) throw notFound();
        const view = toPrescription(rx, indiaDate(clock.now()));
        const pdf = Buffer.from(await buildPrescriptionPdf(view, clock.now()));
        return {
          name: prescriptionFileName(view),
          contentType: 'application/pdf',
          body: pdf,
          size: pdf.length,
        };
      }
      if (!record.storageKey) throw notFound();
      const object = await storage.get(record.storageKey);
      if (!object) throw notFound();
      return { name: record.name, contentType: record.contentType, body: object.stream, size: object.size };
    },

    /** DELETE /records/{id}: the owner only; the bytes go after the row. */
    async remove(user: SessionUser, id: string) {
      const row = await deleteRecord(db, id, user.id);
      if (!row) throw notFound();
      if (row.storageKey) await storage.delete(row.storageKey).catch(() => {});
      return { msg: MSG_RECORDS.deleted, message: MSG_RECORDS.deleted };
    },

    /** Professionals the patient may share with: those of their Pending, Confirmed or Completed appointments. */
    async shareTargets(user: SessionUser) {
      return (await careTeamOf(db, user.id, OWN_DATA_STATUSES)).map((p) => ({
        _id: p.id,
        name: p.name,
        role: p.role,
      }));
    },

    async share(user: SessionUser, id: string, professionalId: string) {
      await ownRecord(user, id);
      const team = await careTeamOf(db, user.id, OWN_DATA_STATUSES);
      const professional = team.find((p) => p.id === professionalId);
      if (!professional) {
        throw new ValidationError(MSG_RECORDS.noAppointmentWith, [
          { path: 'body.professionalId', message: MSG_RECORDS.noAppointmentWith },
        ]);
      }
      const share = await db.transaction(async (tx) => {
        const row = await insertShare(tx, id, professionalId, clock.now());
        // Sharing starts processing the notice on the share dialog describes (decision 051).
        if (row) await grantIfInactive(tx, user.id, 'record_sharing', 'record_share', clock.now());
        return row;
      });
      if (!share) throw notFound();
      return {
        _id: share.id,
        recordId: id,
        professional: { _id: professional.id, name: professional.name },
        createdAt: share.createdAt.toISOString(),
      };
    },

    async revoke(user: SessionUser, id: string, shareId: string) {
      await ownRecord(user, id);
      if (!(await deleteShare(db, id, shareId))) throw notFound();
      return { msg: MSG_RECORDS.shareRevoked, message: MSG_RECORDS.shareRevoked };
    },

    async sharedWithMe(user: SessionUser): Promise<SharedRecord[]> {
      return (await recordsSharedWith(db, user.id)).map((r) => ({
        _id: r.id,
        name: r.name,
        type: r.contentType,
        size: r.sizeBytes,
        uploadedAt: r.createdAt.toISOString(),
        patient: { _id: r.patientId, name: r.patientName },
        sharedAt: r.sharedAt.toISOString(),
      }));
    },
  };
}
