import { RECORDS_UPLOAD } from '@arogya/contract/constants/records';
import { fileTypeFromBuffer } from 'file-type';

/**
 * What a health-record upload is, read from its bytes (never its name or declared type): an image, a PDF,
 * a Word document (.docx is a ZIP with Word's parts; .doc an OLE compound file with a WordDocument stream)
 * or plain text (UTF-8 without control characters). Anything else is null.
 */

const WORD_DOC = 'application/msword';
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
const ALLOWED: ReadonlySet<string> = new Set(RECORDS_UPLOAD.mimeTypes);

function isPlainText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD')) return false;
  // Tabs, line breaks and form feeds are text; other control characters mean a binary file.
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d) || c === 0x7f) return false;
  }
  return true;
}

export async function recordContentType(bytes: Buffer): Promise<string | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    if (detected.mime === 'application/x-cfb') return bytes.includes(WORD_STREAM) ? WORD_DOC : null;
    return ALLOWED.has(detected.mime) ? detected.mime : null;
  }
  return isPlainText(bytes) ? 'text/plain' : null;
}

/** Browsers spell some types differently; these mean the same bytes. */
const ALIASES: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'application/x-pdf': 'application/pdf',
};
/** Declared types that say nothing about the content. */
const UNDECLARED = new Set(['', 'application/octet-stream']);

/**
 * Whether the type a browser declared agrees with the bytes (a file that claims to be one thing and is
 * another is a renamed or forged file, and is refused). No declaration, or a generic one, agrees.
 */
export function declaredAgrees(declared: string | undefined, detected: string): boolean {
  const mime = (declared ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (UNDECLARED.has(mime)) return true;
  return (ALIASES[mime] ?? mime) === detected;
}

/** A file name safe to show and to put in a header: its last path part, printable, at most 120 characters. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .split('')
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && ch !== '"')
    .join('')
    .trim()
    .slice(0, 120);
  return cleaned || fallback;
}

/** An ASCII form of a name for Content-Disposition's `filename`, with the real one in `filename*`. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
