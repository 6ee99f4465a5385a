import { RECORDS_UPLOAD } from '@arogya/contract/constants/records';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_RECORDS } from '@arogya/contract/messages/records';
import { describe, expect, it } from 'vitest';
import { formatBytes, isAcceptedType, typeLabel, validateFiles } from './validate-files';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('validateFiles', () => {
  it('keeps images, PDF, text and Word; refuses other types with the library message', () => {
    const { accepted, rejected } = validateFiles([
      file('a.png', 'image/png'),
      file('b.pdf', 'application/pdf'),
      file('c.txt', 'text/plain'),
      file('d.docx', ''),
      file('e.exe', 'application/x-msdownload'),
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['a.png', 'b.pdf', 'c.txt', 'd.docx']);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.message).toMatch(/^File type must be image\/\*, \.jpg/);
  });

  it('refuses a whole drop over the limit (10 by default, 20 on the records page)', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => file(`${i}.png`, 'image/png'));
    expect(validateFiles(eleven).rejected[0]?.message).toBe(MSG_RECORDS.tooManyFiles);
    expect(validateFiles(eleven, RECORDS_UPLOAD.maxFiles).accepted).toHaveLength(11);
  });

  it('refuses a drop larger than 50 MB in all', () => {
    const six = Array.from({ length: 6 }, (_, i) =>
      file(`${i}.pdf`, 'application/pdf', RECORDS_UPLOAD.maxBytes - 1),
    );
    const result = validateFiles(six, RECORDS_UPLOAD.maxFiles);
    expect(result.accepted).toEqual([]);
    expect(result.rejected[0]?.message).toBe(fill(MSG_RECORDS.dropTooLarge, { mb: 50 }));
  });

  it('refuses empty and oversized files', () => {
    const big = validateFiles([file('big.pdf', 'application/pdf', RECORDS_UPLOAD.maxBytes + 1)]);
    expect(big.rejected[0]?.message).toBe(`File is larger than ${RECORDS_UPLOAD.maxBytes} bytes`);
    expect(validateFiles([file('empty.txt', 'text/plain', 0)]).rejected[0]?.message).toBe(
      'File is smaller than 1 bytes',
    );
  });

  it('formats sizes and types', () => {
    expect(formatBytes(12)).toBe('12 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(typeLabel('application/msword')).toBe('Word');
    expect(isAcceptedType('image/webp')).toBe(true);
  });
});
