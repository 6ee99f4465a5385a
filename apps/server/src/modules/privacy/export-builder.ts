import { PRIVACY_NOTICE_VERSION } from '@arogya/contract/constants/privacy';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import { EXPORT_PLAN, exportFiles, exportRows } from './export.repo';
import { buildZip, type ZipEntry } from './zip';

/** Already-compressed types are stored, not deflated again. */
const STORED_TYPES = /^(image\/(jpeg|png|webp)|application\/pdf|audio\/)/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Everything held about one person as a ZIP (decision 050): `<area>/<part>.json` per area (machine-
 * readable, one array of rows each), their documents under `files/`, and `index.html` plus `README.txt`
 * saying what each file is. Reads in one repeatable-read transaction, so the parts agree with each other.
 */
export async function buildExportZip(
  deps: { db: Database; storage: FileStorage },
  person: { id: string; name: string },
  at: Date,
): Promise<Buffer> {
  const entries: ZipEntry[] = [];
  const summary: { area: string; title: string; files: { path: string; rows: number }[] }[] = [];
  const documents = await deps.db.transaction(
    async (tx) => {
      for (const area of EXPORT_PLAN) {
        const files: { path: string; rows: number }[] = [];
        for (const part of area.parts) {
          const rows = await exportRows(tx, part, person.id);
          const path = `${area.area}/${part.name}.json`;
          entries.push({ name: path, data: Buffer.from(`${JSON.stringify(rows, null, 2)}\n`) });
          files.push({ path, rows: rows.length });
        }
        summary.push({ area: area.area, title: area.title, files });
      }
      return exportFiles(tx, person.id);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const missing: string[] = [];
  for (const doc of documents) {
    const object = await deps.storage.get(doc.storageKey);
    if (!object) {
      missing.push(doc.path);
      continue;
    }
    entries.push({
      name: doc.path,
      data: await readAll(object.stream),
      store: STORED_TYPES.test(doc.contentType),
    });
  }

  const generated = at.toISOString();
  const readable = at.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const rowsTotal = summary.reduce((n, a) => n + a.files.reduce((m, f) => m + f.rows, 0), 0);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your Arogya data</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left}</style></head>
<body>
<h1>Your Arogya data</h1>
<p>Everything Arogya held about <strong>${escapeHtml(person.name)}</strong> on ${escapeHtml(readable)} (India time),
under the privacy notice of ${escapeHtml(PRIVACY_NOTICE_VERSION)}: ${rowsTotal} entries in ${summary.length} areas
and ${documents.length - missing.length} documents.</p>
<p>Each <code>.json</code> file is a list of entries as we store them (times in UTC, money in paise: 100 paise = 1 rupee).
Secrets such as your password are never exported. Documents you uploaded and your lab reports are in <code>files/</code>.</p>
${summary
  .map(
    (a) => `<h2>${escapeHtml(a.title)}</h2>
<table><tr><th>File</th><th>Entries</th></tr>
${a.files.map((f) => `<tr><td><a href="${escapeHtml(f.path)}">${escapeHtml(f.path)}</a></td><td>${f.rows}</td></tr>`).join('\n')}
</table>`,
  )
  .join('\n')}
<h2>Documents</h2>
<ul>
${documents
  .filter((d) => !missing.includes(d.path))
  .map((d) => `<li><a href="${escapeHtml(d.path)}">${escapeHtml(d.path)}</a></li>`)
  .join('\n')}
</ul>
${missing.length > 0 ? `<p>${missing.length} document(s) could not be read from storage and are missing.</p>` : ''}
<p>To correct something, edit your profile; to erase your account, open Privacy in your profile.</p>
</body></html>
`;
  const readme = [
    'Your Arogya data',
    '================',
    '',
    `Exported for ${person.name} on ${generated} (UTC). Open index.html for a readable overview.`,
    '',
    ...summary.flatMap((a) => [
      `${a.title}:`,
      ...a.files.map((f) => `  ${f.path} (${f.rows} ${f.rows === 1 ? 'entry' : 'entries'})`),
      '',
    ]),
    `Documents: ${documents.length - missing.length} file(s) under files/.`,
    '',
  ].join('\n');
  entries.unshift(
    { name: 'README.txt', data: Buffer.from(readme) },
    { name: 'index.html', data: Buffer.from(html) },
  );
  return buildZip(entries, at);
}
