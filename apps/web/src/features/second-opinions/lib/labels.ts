import {
  SECOND_OPINION_FILE,
  SECOND_OPINION_TABS,
  type SecondOpinionSpecialty,
  type SecondOpinionStatus,
  secondOpinionSpecialtyLabel,
  URGENCY_LEVELS,
  type UrgencyLevel,
} from '@arogya/contract/constants/second-opinions';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SECOND_OPINION } from '@arogya/contract/messages/second-opinion';

export const STATUS_LABEL: Record<SecondOpinionStatus, string> = {
  pending: SECOND_OPINION_TABS.pending,
  assigned: SECOND_OPINION_TABS.assigned,
  'in-review': SECOND_OPINION_TABS['in-review'],
  completed: SECOND_OPINION_TABS.completed,
  cancelled: 'Cancelled',
};

export const specialtyLabel = (s: string) => secondOpinionSpecialtyLabel(s as SecondOpinionSpecialty);

export const urgencyLabel = (u: UrgencyLevel) => u.charAt(0).toUpperCase() + u.slice(1);

export function urgencyOption(u: UrgencyLevel) {
  return fill(MSG_SECOND_OPINION.urgencyOption, { level: urgencyLabel(u), hours: URGENCY_LEVELS[u].hours });
}

export const RESPONSE_LABEL = {
  written: MSG_SECOND_OPINION.responseWritten,
  video: MSG_SECOND_OPINION.responseVideo,
  both: MSG_SECOND_OPINION.responseBoth,
} as const;

/** 1.2 MB, 340 KB */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The browser's first check of a chosen file (the server checks the bytes again): the spec's messages for
 * a file over 50 MB or of another type; null when it may be sent.
 */
export function fileProblem(file: File): string | null {
  const ext = file.name.includes('.') ? `.${file.name.split('.').pop()?.toLowerCase()}` : '';
  const typeOk =
    (SECOND_OPINION_FILE.extensions as readonly string[]).includes(ext) ||
    (SECOND_OPINION_FILE.mimeTypes as readonly string[]).includes(file.type);
  if (!typeOk) return fill(MSG_SECOND_OPINION.invalidFileType, { file: file.name });
  if (file.size > SECOND_OPINION_FILE.maxBytes)
    return fill(MSG_SECOND_OPINION.fileTooLarge, { file: file.name });
  return null;
}
