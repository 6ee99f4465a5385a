import { RECORDS_UPLOAD } from '@arogya/contract/constants/records';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_RECORDS } from '@arogya/contract/messages/records';

/** The accepted MIME types and extensions of the records page, as the file input's `accept`. */
export const ACCEPT = Object.entries(RECORDS_UPLOAD.accept)
  .flatMap(([mime, exts]) => [mime, ...exts])
  .join(',');

const ACCEPT_LIST = Object.entries(RECORDS_UPLOAD.accept)
  .flatMap(([mime, exts]) => [mime, ...exts])
  .join(', ');

/** Whether a declared type or name is one the page accepts (the server checks the bytes again). */
export function isAcceptedType(type: string, name = ''): boolean {
  const lower = name.toLowerCase();
  return Object.entries(RECORDS_UPLOAD.accept).some(
    ([mime, exts]) =>
      (mime.endsWith('/*') ? type.startsWith(mime.slice(0, -1)) : type === mime) ||
      (exts as readonly string[]).some((ext) => lower.endsWith(ext)),
  );
}

export interface FileRejection {
  name: string;
  message: string;
}

/**
 * Checks a drop before it is sent, with the messages of the spec's upload library (spec 02 §5): too many
 * files refuses the whole drop; otherwise each file is kept or refused on its own.
 */
export function validateFiles(
  files: readonly File[],
  maxFiles: number = RECORDS_UPLOAD.defaultMaxFiles,
): { accepted: File[]; rejected: FileRejection[] } {
  if (files.length > maxFiles) {
    return {
      accepted: [],
      rejected: files.map((f) => ({ name: f.name, message: MSG_RECORDS.tooManyFiles })),
    };
  }
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    if (!isAcceptedType(file.type, file.name)) {
      rejected.push({ name: file.name, message: fill(MSG_RECORDS.fileTypeMustBe, { types: ACCEPT_LIST }) });
    } else if (file.size > RECORDS_UPLOAD.maxBytes) {
      rejected.push({
        name: file.name,
        message: fill(MSG_RECORDS.fileTooLarge, { bytes: RECORDS_UPLOAD.maxBytes }),
      });
    } else if (file.size < 1) {
      rejected.push({ name: file.name, message: fill(MSG_RECORDS.fileTooSmall, { bytes: 1 }) });
    } else {
      accepted.push(file);
    }
  }
  const total = accepted.reduce((sum, f) => sum + f.size, 0);
  if (total > RECORDS_UPLOAD.maxDropBytes) {
    const message = fill(MSG_RECORDS.dropTooLarge, { mb: RECORDS_UPLOAD.maxDropBytes / (1024 * 1024) });
    return { accepted: [], rejected: [...rejected, ...accepted.map((f) => ({ name: f.name, message }))] };
  }
  return { accepted, rejected };
}

/** '1.2 MB', '340 KB', '12 B'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A short label of a stored type: 'PDF', 'Image', 'Text', 'Word'. */
export function typeLabel(type: string): string {
  if (type === 'application/pdf') return 'PDF';
  if (type.startsWith('image/')) return 'Image';
  if (type === 'text/plain') return 'Text';
  if (type.includes('word')) return 'Word';
  return type;
}
