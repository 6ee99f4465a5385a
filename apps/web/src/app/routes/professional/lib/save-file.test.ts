import { describe, expect, it } from 'vitest';
import { fileSlug, intakeFormFileName, reportFileName } from './save-file';

describe('download names', () => {
  it('slugs names to safe ASCII', () => {
    expect(fileSlug('Priya Sharma')).toBe('priya-sharma');
    expect(fileSlug('  José  Álvarez ')).toBe('jose-alvarez');
    expect(fileSlug('../../etc/passwd')).toBe('etc-passwd');
    expect(fileSlug('प्रिया')).toBe('patient');
  });

  it('names the intake form and the report by date and patient', () => {
    expect(intakeFormFileName('2026-11-24', 'Priya Sharma')).toBe('intake-2026-11-24-priya-sharma.pdf');
    expect(reportFileName('2026-11-24', 'Priya Sharma', 'image/png')).toBe(
      'report-2026-11-24-priya-sharma.png',
    );
    expect(reportFileName('2026-11-24', 'Priya Sharma', 'application/pdf')).toBe(
      'report-2026-11-24-priya-sharma.pdf',
    );
    expect(reportFileName('2026-11-24', 'Priya Sharma', '')).toBe('report-2026-11-24-priya-sharma.bin');
  });
});
