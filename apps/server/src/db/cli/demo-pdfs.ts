// `npx tsx src/db/cli/demo-pdfs.ts`: draws every demo PDF (seed/demo-pdfs.ts) and writes their bytes into
// seed/demo-pdf-bytes.ts, which the seed stores. Run it after changing a drawing; demo-pdfs.test.ts fails
// until the two agree.
import fs from 'node:fs';
import { DEMO_PDF_DRAWINGS } from '../seed/demo-pdfs';

const entries: string[] = [];
for (const [name, draw] of Object.entries(DEMO_PDF_DRAWINGS)) {
  const base64 = Buffer.from(await draw()).toString('base64');
  const lines = base64.match(/.{1,100}/g) ?? [];
  entries.push(`  '${name}': [\n${lines.map((l) => `    '${l}',`).join('\n')}\n  ].join(''),`);
}
const file = new URL('../seed/demo-pdf-bytes.ts', import.meta.url);
fs.writeFileSync(
  file,
  `// Written by src/db/cli/demo-pdfs.ts from the drawings in demo-pdfs.ts; demo-pdfs.test.ts checks they agree.
import type { DemoPdfName } from './demo-pdfs';

/** Each demo PDF's bytes, base64 (decision 091). */
const DEMO_PDF_BASE64: Readonly<Record<DemoPdfName, string>> = {
${entries.join('\n')}
};

/** The bytes of the demo PDF \`name\`, as its drawing makes them. */
export function demoPdfBytes(name: DemoPdfName): Buffer {
  return Buffer.from(DEMO_PDF_BASE64[name], 'base64');
}
`,
);
console.log(`Wrote ${Object.keys(DEMO_PDF_DRAWINGS).length} demo PDFs to ${file.pathname}`);
