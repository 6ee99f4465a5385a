import {
  IMAGE_UPLOAD,
  REPORT_UPLOAD,
  STORAGE_QUOTA,
  VOICE_NOTE_UPLOAD,
} from '@arogya/contract/constants/files';
import { fill } from '@arogya/contract/messages';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, NotFoundError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import { type FileStorage, newStorageKey, type StoredObject } from '../../lib/storage';
import { OWN_DATA_STATUSES } from '../appointments/appointments.policy';
import {
  type FilePurpose,
  type FileRow,
  findServableFile,
  insertFile,
  isReportOfProfessionalAppointment,
  isVoiceNoteOfPatientAppointment,
  reserveStorage,
  storageUsed,
} from './files.repo';

export interface UploadServiceDeps {
  db: Database;
  storage: FileStorage;
  clock: Clock;
  /** Bytes each person may store in all; STORAGE_QUOTA.bytesPerUser unless a test says otherwise. */
  quotaBytes?: number;
}

/** Browsers and tools spell some types differently; these mean the same bytes. */
const MIME_ALIASES: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/mp3': 'audio/mpeg',
  'application/x-pdf': 'application/pdf',
};
/** A declared type that says nothing about the content. */
const UNDECLARED = new Set(['', 'application/octet-stream']);

function canonicalMime(value: string | undefined): string {
  const mime = (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return MIME_ALIASES[mime] ?? mime;
}

/**
 * Each kind of upload: which types its bytes may be, how big it may get, and the text for a refusal.
 * `storedAs` renames a detected container to the type it is served as: a browser's voice recording is
 * WebM or MP4 audio, which the byte sniffer reports as the video container (there is no picture in it).
 */
export interface UploadKind {
  purpose: FilePurpose;
  mimeTypes: readonly string[];
  maxBytes: number;
  /** The declared type must agree with the bytes (images: a PNG sent as JPEG is refused). */
  declaredMustMatch: boolean;
  storedAs?: Readonly<Record<string, string>>;
  unsupported: string;
}

export const UPLOAD_KINDS = {
  image: {
    purpose: 'profile-picture',
    mimeTypes: IMAGE_UPLOAD.mimeTypes,
    maxBytes: IMAGE_UPLOAD.maxBytes,
    declaredMustMatch: true,
    unsupported: MSG_PROFILE.imagesOnly,
  },
  report: {
    purpose: 'medical-report',
    mimeTypes: REPORT_UPLOAD.mimeTypes,
    maxBytes: REPORT_UPLOAD.maxBytes,
    // A file that claims to be one thing and is another is refused (a PNG sent as application/pdf):
    // the patient's browser names the type from the file, so a mismatch is a renamed or forged file.
    declaredMustMatch: true,
    unsupported: MSG_BOOKING.reportTypesOnly,
  },
  voiceNote: {
    purpose: 'voice-note',
    mimeTypes: VOICE_NOTE_UPLOAD.mimeTypes,
    maxBytes: VOICE_NOTE_UPLOAD.maxBytes,
    // Compared after `storedAs`: a recording declared audio/webm whose bytes sniff as video/webm agrees.
    declaredMustMatch: true,
    storedAs: {
      'video/webm': 'audio/webm',
      'video/mp4': 'audio/mp4',
      'audio/x-m4a': 'audio/mp4',
    },
    unsupported: MSG_APPOINTMENTS.voiceNoteTypesOnly,
  },
} as const satisfies Record<string, UploadKind>;
export type UploadKindName = keyof typeof UPLOAD_KINDS;

/** 413: the upload is bigger than its kind allows, or would pass the person's storage allowance. */
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super('PAYLOAD_TOO_LARGE', message);
  }
}

export class UnsupportedUploadError extends AppError {
  constructor(message: string) {
    super('UNSUPPORTED_MEDIA_TYPE', message);
  }
}

/** Anyone may read these; the other purposes are health data. */
const PUBLIC_PURPOSES: ReadonlySet<string> = new Set<FilePurpose>(['profile-picture']);

export function isPublicFile(file: FileRow): boolean {
  return PUBLIC_PURPOSES.has(file.purpose);
}

/**
 * The type an upload of a kind is stored as, read from its bytes (magic numbers), never from the name or
 * the declared type; anything not on the kind's list, or declared as something else, is refused (415).
 * Writes nothing: callers may check a file before they look anything else up.
 */
export async function checkUploadType(
  kindName: UploadKindName,
  bytes: Buffer,
  declaredType: string | undefined,
): Promise<string> {
  const kind: UploadKind = UPLOAD_KINDS[kindName];
  const detected = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  // "audio/ogg; codecs=opus" is an Ogg file like any other.
  const sniffed = detected ? canonicalMime(detected.mime) : '';
  const contentType = kind.storedAs?.[sniffed] ?? sniffed;
  if (!detected || !kind.mimeTypes.includes(contentType)) throw new UnsupportedUploadError(kind.unsupported);
  if (kind.declaredMustMatch) {
    const canonical = canonicalMime(declaredType);
    const declared = kind.storedAs?.[canonical] ?? canonical;
    if (!UNDECLARED.has(declared) && declared !== contentType) {
      throw new UnsupportedUploadError(kind.unsupported);
    }
  }
  return contentType;
}

export function createUploadService({
  db,
  storage,
  clock,
  quotaBytes = STORAGE_QUOTA.bytesPerUser,
}: UploadServiceDeps) {
  const overQuota = () =>
    new PayloadTooLargeError(
      fill(MSG_PROFILE.storageQuotaExceeded, { size: Math.round(quotaBytes / (1024 * 1024)) }),
    );

  /**
   * Stores an upload of a kind. The type comes from the bytes (magic numbers), never from the name or
   * the declared type; anything not on the kind's list is refused (SVG included: it can carry script).
   * Bytes are written only after every check, under a key the server makes up, and counted against the
   * owner's storage allowance in the transaction that records them; an upload that does not fit leaves
   * nothing behind.
   */
  async function save(
    kindName: UploadKindName,
    ownerId: string,
    bytes: Buffer,
    declaredType: string | undefined,
  ): Promise<FileRow> {
    const kind: UploadKind = UPLOAD_KINDS[kindName];
    const contentType = await checkUploadType(kindName, bytes, declaredType);

    // Refused before a byte is written when it plainly cannot fit; the reservation below decides a race.
    if ((await storageUsed(db, ownerId)) + bytes.length > quotaBytes) throw overQuota();

    const key = newStorageKey(kind.purpose);
    await storage.put(key, bytes, contentType);
    try {
      return await db.transaction(async (tx) => {
        if (!(await reserveStorage(tx, ownerId, bytes.length, quotaBytes))) throw overQuota();
        return insertFile(tx, {
          ownerId,
          purpose: kind.purpose,
          contentType,
          sizeBytes: bytes.length,
          storageKey: key,
          createdAt: clock.now(),
        });
      });
    } catch (err) {
      await storage.delete(key).catch(() => {});
      throw err;
    }
  }

  /**
   * Whether `viewer` may read `file`. Profile pictures are public. A medical report: its owner, and the
   * professional of a Pending, Confirmed or Completed appointment it is attached to. A voice note: the professional who recorded it,
   * and the patient of the appointment it was saved to. Nobody else — not even an admin.
   */
  async function mayRead(file: FileRow, viewer: SessionUser | null): Promise<boolean> {
    if (isPublicFile(file)) return true;
    if (!viewer) return false;
    if (file.ownerId === viewer.id) return true;
    switch (file.purpose) {
      case 'medical-report':
        // Access ends with the relationship: never through a Cancelled appointment.
        return isReportOfProfessionalAppointment(db, file.id, viewer.id, OWN_DATA_STATUSES);
      case 'voice-note':
        return isVoiceNoteOfPatientAppointment(db, file.id, viewer.id);
      default:
        return false;
    }
  }

  return {
    save,

    /** A profile picture (kept for the image route and its callers). */
    saveImage(ownerId: string, bytes: Buffer, declaredType: string | undefined): Promise<FileRow> {
      return save('image', ownerId, bytes, declaredType);
    },

    /**
     * A file the viewer may read, with its bytes. A file they may not read answers exactly like one that
     * does not exist, so its existence is not revealed.
     */
    async open(id: string, viewer: SessionUser | null): Promise<{ file: FileRow; object: StoredObject }> {
      const file = await findServableFile(db, id);
      if (!file || !(await mayRead(file, viewer))) throw new NotFoundError(MSG_PROFILE.fileNotFound);
      const object = await storage.get(file.storageKey);
      if (!object) throw new NotFoundError(MSG_PROFILE.fileNotFound);
      return { file, object };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
