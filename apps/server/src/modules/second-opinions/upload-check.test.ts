import { describe, expect, it } from 'vitest';
import { displayName, quotedName, UNNAMED_FILE } from './upload-check';

describe('displayName', () => {
  it('keeps only the last path segment, without control characters or leading dots', () => {
    expect(displayName('C:\\Users\\asha\\scan.pdf')).toBe('scan.pdf');
    expect(displayName('../../etc/passwd')).toBe('passwd');
    expect(displayName('..hidden\u0000.png')).toBe('hidden.png');
  });

  it('names a part without a usable name so that messages starting with it read as a sentence', () => {
    for (const raw of [undefined, '', '   ', '/', '...']) expect(displayName(raw)).toBe(UNNAMED_FILE);
  });
});

describe('quotedName', () => {
  it('quotes the name and turns braces into parentheses', () => {
    expect(quotedName('scan.pdf')).toBe('"scan.pdf"');
    expect(quotedName('{x}.png')).toBe('"(x).png"');
  });
});
