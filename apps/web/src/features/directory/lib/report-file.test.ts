import { describe, expect, it } from 'vitest';
import { reportFileProblem } from './report-file';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('reportFileProblem (PDF, JPEG or PNG up to 10 MB)', () => {
  it('accepts the three types, by declared type or by extension when none is given', () => {
    expect(reportFileProblem(file('report.pdf', 'application/pdf'))).toBeNull();
    expect(reportFileProblem(file('scan.JPG', 'image/jpeg'))).toBeNull();
    expect(reportFileProblem(file('xray.png', 'image/png', 10 * MB))).toBeNull();
    expect(reportFileProblem(file('report.PDF', ''))).toBeNull();
  });

  it('refuses other types, empty files and anything over 10 MB', () => {
    expect(
      reportFileProblem(
        file('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      ),
    ).toBe('Please choose a PDF, JPEG or PNG file.');
    expect(reportFileProblem(file('photo.gif', 'image/gif'))).toBe('Please choose a PDF, JPEG or PNG file.');
    expect(reportFileProblem(file('report.exe', ''))).toBe('Please choose a PDF, JPEG or PNG file.');
    expect(reportFileProblem(file('empty.pdf', 'application/pdf', 0))).toBe(
      'Please choose a PDF, JPEG or PNG file.',
    );
    expect(reportFileProblem(file('big.pdf', 'application/pdf', 10 * MB + 1))).toBe(
      'The report must be 10 MB or smaller.',
    );
  });
});
