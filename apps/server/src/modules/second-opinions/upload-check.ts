import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SECOND_OPINION_FILE } from '@arogya/contract/constants/second-opinions';
import { fileTypeFromFile } from 'file-type';

/**
 * The bytes of a second-opinion upload: streamed to a temporary file (never whole in memory), then typed
 * from their content. Binary formats by their magic numbers (file-type); a Word 97 document is an OLE
 * compound file; plain text is accepted when the bytes are valid UTF-8 without control characters.
 */

const ALIASES: Readonly<Record<string, string>> = {
  'application/x-cfb': 'application/msword',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'application/x-pdf': 'application/pdf',
};
const UNDECLARED = new Set(['', 'application/octet-stream']);

export function canonicalType(value: string | undefined): string {
  const mime = (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return ALIASES[mime] ?? mime;
}

export const UNNAMED_FILE = 'Unnamed file';

/**
 * The name shown to people: the last path segment, printable, at most 200 characters; never a path. A part
 * without a usable name is "Unnamed file", so messages that start with the name still read as a sentence.
 */
export function displayName(raw: string | undefined): string {
  const last = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = last
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 200);
  return clean || UNNAMED_FILE;
}

/**
 * A file name as it opens a message ("{file} is not a valid file type…"): in quotes, so a name such as
 * `:` or `report.pdf` still reads as the subject of a sentence; braces, which no message carries, become
 * parentheses.
 */
export function quotedName(name: string): string {
  return `"${name.replace(/\{/g, '(').replace(/\}/g, ')')}"`;
}

/** `attachment; filename="ascii"; filename*=UTF-8''…` — quotes, backslashes and controls never pass. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export interface SpooledUpload {
  path: string;
  size: number;
  /** True when the stream was cut at the size limit. */
  truncated: boolean;
  remove(): Promise<void>;
}

/** Writes the stream to a fresh temporary file under a server-made name. */
export async function spool(stream: Readable & { truncated?: boolean }): Promise<SpooledUpload> {
  const dir = path.join(os.tmpdir(), 'arogya-second-opinion-uploads');
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, randomUUID());
  const remove = () => fsp.rm(file, { force: true });
  // At the size limit the parser marks the stream truncated and emits 'limit': stop there, so the
  // refusal is sent while the rest is still arriving instead of after all of it was read.
  const cut = new AbortController();
  stream.once('limit', () => cut.abort());
  try {
    await pipeline(stream, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }), { signal: cut.signal });
  } catch (err) {
    await remove();
    if (cut.signal.aborted) return { path: file, size: 0, truncated: true, remove };
    throw err;
  }
  const { size } = await fsp.stat(file);
  return { path: file, size, truncated: Boolean(stream.truncated), remove };
}

/** Tab, line feed, form feed and carriage return are text; other C0 controls and DEL are not. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}

async function isPlainText(file: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of fs.createReadStream(file, { highWaterMark: 64 * 1024 })) {
      const text = decoder.decode(chunk as Buffer, { stream: true });
      if (hasControlCharacter(text)) return false;
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/**
 * The allowed type of the spooled bytes, or null. When the browser declared a type, it must agree with
 * the bytes (a PNG sent as application/pdf is a renamed or forged file).
 */
export async function detectAllowedType(
  upload: SpooledUpload,
  declared: string | undefined,
): Promise<string | null> {
  if (upload.size === 0) return null;
  const found = await fileTypeFromFile(upload.path);
  let type: string;
  if (found) type = canonicalType(found.mime);
  else if (await isPlainText(upload.path)) type = 'text/plain';
  else return null;
  if (!(SECOND_OPINION_FILE.mimeTypes as readonly string[]).includes(type)) return null;
  const said = canonicalType(declared);
  if (!UNDECLARED.has(said) && said !== type) return null;
  return type;
}
