import { describe, expect, it } from 'vitest';
import { demoPdfBytes } from './demo-pdf-bytes';
import { DEMO_PDF_DRAWINGS, type DemoPdfName } from './demo-pdfs';

const names = Object.keys(DEMO_PDF_DRAWINGS) as DemoPdfName[];

describe('the demo PDFs the seed stores', () => {
  it.each(names)('%s is exactly what its drawing makes (else run src/db/cli/demo-pdfs.ts)', async (name) => {
    const drawn = Buffer.from(await DEMO_PDF_DRAWINGS[name]());
    const kept = demoPdfBytes(name);
    expect(kept.equals(drawn)).toBe(true);
    expect(kept.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
  });

  it('draws the same bytes twice (the kept bytes do not depend on when they were made)', async () => {
    const first = Buffer.from(await DEMO_PDF_DRAWINGS['lab-report-cbc.pdf']());
    const second = Buffer.from(await DEMO_PDF_DRAWINGS['lab-report-cbc.pdf']());
    expect(first.equals(second)).toBe(true);
  });

  it('keeps a PDF of its own for each document', () => {
    const all = names.map((name) => demoPdfBytes(name).toString('base64'));
    expect(new Set(all).size).toBe(names.length);
  });
});
