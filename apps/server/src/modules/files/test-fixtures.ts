// Test helpers for uploads: real file headers (enough for the byte sniffer) and a multipart builder.
import { PDFDocument } from 'pdf-lib';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A small, valid PDF of one page. */
export async function pdfBytes(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  return Buffer.from(await doc.save());
}

const hex = (h: string) => Buffer.from(h.replace(/\s+/g, ''), 'hex');
/** Headers alone are what the sniffer reads; the rest is silence. */
const padded = (head: Buffer) => Buffer.concat([head, Buffer.alloc(4096)]);

/** What browsers record and people upload: each as the byte sniffer sees it. */
export const AUDIO = {
  /** MediaRecorder in Chrome and Firefox: WebM (EBML with DocType "webm"). */
  webm: padded(
    hex('1A45DFA3 9F 4286 81 01 42F7 81 01 42F2 81 04 42F3 81 08 4282 84 7765626D 4287 81 04 4285 81 02'),
  ),
  /** Ogg with Opus inside. */
  ogg: padded(
    Buffer.concat([
      Buffer.from('OggS'),
      hex('00 02 0000000000000000 12345678 00000000 00000000 01 13'),
      Buffer.from('OpusHead'),
      hex('01 01 3801 80BB0000 0000 00'),
    ]),
  ),
  /** An MPEG audio frame. */
  mp3: padded(hex('FFFB9064')),
  wav: padded(
    Buffer.concat([
      Buffer.from('RIFF'),
      hex('24000000'),
      Buffer.from('WAVEfmt '),
      hex('10000000 0100 0100 44AC0000 88580100 0200 1000'),
      Buffer.from('data'),
      hex('00000000'),
    ]),
  ),
  /** Safari's MediaRecorder: an MP4 container (brand iso5). */
  mp4: padded(
    Buffer.concat([hex('00000018'), Buffer.from('ftypiso5'), hex('00000200'), Buffer.from('iso5iso6mp41')]),
  ),
  m4a: padded(
    Buffer.concat([hex('00000018'), Buffer.from('ftypM4A '), hex('00000000'), Buffer.from('M4A isom')]),
  ),
} as const;

export interface Part {
  name: string;
  value: Buffer | string;
  filename?: string;
  type?: string;
}

export function multipart(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----arogya${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename) head += `; filename="${p.filename}"`;
    head += '\r\n';
    if (p.type) head += `Content-Type: ${p.type}\r\n`;
    chunks.push(
      Buffer.from(`${head}\r\n`),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file in the field `file`, as the web app sends it. */
export function fileForm(value: Buffer | string, filename: string, type: string) {
  return multipart([{ name: 'file', value, filename, type }]);
}
