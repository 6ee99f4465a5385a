import type { PDFDocument } from 'pdf-lib';
import { loadPdfLib } from '../../lib/pdf';

/**
 * How every demo PDF is drawn. A seed does not draw them: it stores the bytes kept in demo-pdf-bytes.ts, made
 * from these drawings (`npx tsx src/db/cli/demo-pdfs.ts` writes that file again), because loading pdf-lib and
 * drawing the first page took ~0.4 s of every start that seeds (decision 091). demo-pdfs.test.ts checks that
 * each drawing still makes exactly the bytes kept.
 */

/** The date in every demo PDF's metadata: the same bytes whenever they are drawn (pdf-lib's default is now). */
const DEMO_PDF_DATE = new Date('2026-01-01T00:00:00Z');

async function createDemoPdf(): Promise<{ doc: PDFDocument; lib: Awaited<ReturnType<typeof loadPdfLib>> }> {
  const lib = await loadPdfLib();
  const doc = await lib.PDFDocument.create();
  doc.setCreationDate(DEMO_PDF_DATE);
  doc.setModificationDate(DEMO_PDF_DATE);
  return { doc, lib };
}

/** One page of text in Helvetica: the first line a heading, each next one `step` points lower. */
async function onePage(opts: {
  title?: string;
  size: [number, number];
  headingSize: number;
  step: number;
  lines: readonly string[];
}): Promise<Uint8Array> {
  const {
    doc,
    lib: { StandardFonts },
  } = await createDemoPdf();
  if (opts.title) doc.setTitle(opts.title);
  const page = doc.addPage(opts.size);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  opts.lines.forEach((text, i) => {
    page.drawText(text, { x: 50, y: 780 - i * opts.step, size: i === 0 ? opts.headingSize : 12, font });
  });
  return doc.save();
}

const A4: [number, number] = [595.28, 841.89];

/** A second-opinion case's document: its title and one line. */
const secondOpinionDocument = (title: string) =>
  onePage({
    title,
    size: A4,
    headingSize: 12,
    step: 20,
    lines: [title, '', 'Demo document for the Arogya second-opinion walkthrough.'],
  });

export const DEMO_PDF_DRAWINGS = {
  // The technician's upload for Ananya's collection.
  'lab-report-cbc.pdf': () =>
    onePage({
      size: A4,
      headingSize: 16,
      step: 24,
      lines: [
        'Arogya partner lab - demo report',
        'Test: Complete Blood Count (CBC)',
        'Haemoglobin 12.9 g/dL (12.0-15.5)',
        'WBC 7,200 /uL (4,000-11,000)',
        'Platelets 2.6 lakh /uL (1.5-4.5 lakh)',
        'All values within the reference range.',
      ],
    }),
  // Priya's uploaded report in her health records.
  'lipid-profile.pdf': () =>
    onePage({
      title: 'Lipid profile',
      size: A4,
      headingSize: 16,
      step: 22,
      lines: [
        'Lipid profile - Sunrise Diagnostics, Mumbai',
        'Patient: Priya Sharma',
        'Total cholesterol 212 mg/dL (desirable < 200)',
        'LDL 138 mg/dL   HDL 46 mg/dL   Triglycerides 150 mg/dL',
      ],
    }),
  'ecg-report.pdf': () => secondOpinionDocument('Palpitations after exercise'),
  'rash-photos-notes.pdf': () => secondOpinionDocument('Skin rash not improving'),
  'tmt-report.pdf': () => secondOpinionDocument('Chest tightness when climbing stairs'),
} as const satisfies Record<string, () => Promise<Uint8Array>>;

export type DemoPdfName = keyof typeof DEMO_PDF_DRAWINGS;
