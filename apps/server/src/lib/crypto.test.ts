import { describe, expect, it } from 'vitest';
import { createFieldCrypto, DecryptionError } from './crypto';

const crypto = createFieldCrypto('test-secret-test-secret-test-secret-00');
const other = createFieldCrypto('another-secret-another-secret-another-1');

describe('field encryption', () => {
  it('round-trips, and never produces the same ciphertext twice', () => {
    const a = crypto.encrypt('totp-secret', 'JBSWY3DPEHPK3PXP');
    const b = crypto.encrypt('totp-secret', 'JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(crypto.decrypt('totp-secret', a)).toBe('JBSWY3DPEHPK3PXP');
    expect(crypto.decrypt('gov-id', crypto.encrypt('gov-id', 'ABCDE1234F — ആധാർ'))).toBe('ABCDE1234F — ആധാർ');
  });

  it('refuses a tampered ciphertext, tag or iv', () => {
    const value = crypto.encrypt('gov-id', '1234 5678 9012');
    const [v, iv, tag, data] = value.split('.') as [string, string, string, string];
    const flip = (s: string) => {
      const bytes = Buffer.from(s, 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64url');
    };
    for (const tampered of [
      [v, iv, tag, flip(data)],
      [v, iv, flip(tag), data],
      [v, flip(iv), tag, data],
      ['v2', iv, tag, data],
      [v, iv, tag],
    ]) {
      expect(() => crypto.decrypt('gov-id', tampered.join('.'))).toThrow(DecryptionError);
    }
    expect(() => crypto.decrypt('gov-id', 'not encrypted')).toThrow(DecryptionError);
  });

  it('refuses another key, and another purpose with the same key', () => {
    const value = crypto.encrypt('totp-secret', 'secret');
    expect(() => other.decrypt('totp-secret', value)).toThrow(DecryptionError);
    expect(() => crypto.decrypt('gov-id', value)).toThrow(DecryptionError);
  });
});

describe('keyed hash', () => {
  it('is deterministic per key and purpose, and differs across them', () => {
    const h = crypto.keyedHash('gov-id', 'ABCDE1234F');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(crypto.keyedHash('gov-id', 'ABCDE1234F')).toBe(h);
    expect(other.keyedHash('gov-id', 'ABCDE1234F')).not.toBe(h);
    expect(crypto.keyedHash('login-throttle', 'ABCDE1234F')).not.toBe(h);
  });
});
