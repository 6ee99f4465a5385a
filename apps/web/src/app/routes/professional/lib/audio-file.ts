import { VOICE_NOTE_UPLOAD } from '@arogya/contract/constants/files';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';

export const VOICE_NOTE_MAX_MB = VOICE_NOTE_UPLOAD.maxBytes / (1024 * 1024);

/** What the file picker offers: the accepted audio types and their usual extensions. */
export const AUDIO_ACCEPT = [
  ...VOICE_NOTE_UPLOAD.mimeTypes,
  '.webm',
  '.ogg',
  '.mp3',
  '.m4a',
  '.mp4',
  '.wav',
].join(',');

const EXTENSION_TYPES: Record<string, string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  wav: 'audio/wav',
};

/** Browsers name the same formats differently ('audio/x-wav', 'audio/mp3'); the server reads the bytes anyway. */
const ALIASES: Record<string, string> = {
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/mp3': 'audio/mpeg',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
};

/** The file's audio type without parameters, from its declared type or, failing that, its extension. */
function audioTypeOf(file: File): string {
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (declared !== '') return ALIASES[declared] ?? declared;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

/**
 * The browser's own check before any upload (the server checks the bytes again): one of the voice-note
 * types and at most 10 MB. Returns the message to show, or null when the file is acceptable.
 */
export function audioFileProblem(file: File): string | null {
  if (!(VOICE_NOTE_UPLOAD.mimeTypes as readonly string[]).includes(audioTypeOf(file))) {
    return MSG_APPOINTMENTS.proAudioWrongType;
  }
  if (file.size > VOICE_NOTE_UPLOAD.maxBytes) {
    return fill(MSG_APPOINTMENTS.proAudioTooLarge, { size: VOICE_NOTE_MAX_MB });
  }
  return null;
}
