import type { PDFDocument } from 'pdf-lib';
import { loadPdfLib } from '../../lib/pdf';

/** The date in every demo PDF's metadata. */
const DEMO_PDF_DATE = new Date('2026-01-01T00:00:00Z');

/**
 * A new PDF for the demo data, dated `DEMO_PDF_DATE` instead of the time of the run (pdf-lib's default): a seed
 * makes the same bytes, and the same sizes in its rows, whenever it runs (decision 088).
 */
export async function createDemoPdf(): Promise<{
  doc: PDFDocument;
  lib: Awaited<ReturnType<typeof loadPdfLib>>;
}> {
  const lib = await loadPdfLib();
  const doc = await lib.PDFDocument.create();
  doc.setCreationDate(DEMO_PDF_DATE);
  doc.setModificationDate(DEMO_PDF_DATE);
  return { doc, lib };
}
