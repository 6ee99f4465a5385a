import { describe, expect, it } from 'vitest';
import { fileProblem, formatBytes, specialtyLabel, urgencyOption } from './labels';

const file = (name: string, size: number, type = '') => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('fileProblem', () => {
  it('accepts the listed types up to 50 MB', () => {
    for (const name of ['a.pdf', 'b.JPG', 'c.jpeg', 'd.png', 'e.doc', 'f.docx', 'g.txt']) {
      expect(fileProblem(file(name, 1024)), name).toBeNull();
    }
    expect(fileProblem(file('scan.pdf', 52_428_800))).toBeNull();
  });

  it('names a file over 50 MB and a file of another type with the spec’s texts', () => {
    expect(fileProblem(file('scan.pdf', 52_428_801))).toBe(
      'scan.pdf is too large. Maximum file size is 50MB.',
    );
    expect(fileProblem(file('movie.mp4', 10, 'video/mp4'))).toBe(
      'movie.mp4 is not a valid file type. Please upload PDF, images, or documents.',
    );
    expect(fileProblem(file('README', 10))).toBe(
      'README is not a valid file type. Please upload PDF, images, or documents.',
    );
  });
});

describe('labels', () => {
  it('shows sizes, specialties and urgency options', () => {
    expect(formatBytes(1_572_864)).toBe('1.5 MB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(specialtyLabel('emergency-medicine')).toBe('Emergency Medicine');
    expect(urgencyOption('critical')).toBe('Critical — response within 12 hours');
  });
});
