import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@arogya/contract/schemas/auth';
import type { FieldCrypto } from '../../lib/crypto';

/** No 0/o, 1/l/i: a code copied from paper is read back right. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

/**
 * Ten new recovery codes, as shown to the person (`abcde-12345`), with the keyed hashes stored in
 * their place. A code is hashed per account, so the same code for two people stores differently.
 */
export function newRecoveryCodes(crypto: FieldCrypto, userId: string): { codes: string[]; hashes: string[] } {
  const codes: string[] = [];
  while (codes.length < RECOVERY_CODE_COUNT) {
    const raw = Array.from({ length: HALF * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const code = `${raw.slice(0, HALF)}-${raw.slice(HALF)}`;
    if (!codes.includes(code)) codes.push(code);
  }
  return { codes, hashes: codes.map((c) => recoveryCodeHash(crypto, userId, c)) };
}

/** The stored form of a code, from what a person typed (case, spaces and the dash ignored). */
export function recoveryCodeHash(crypto: FieldCrypto, userId: string, code: string): string {
  return crypto.keyedHash('recovery-code', `${userId}:${code.replace(/[\s-]+/g, '').toLowerCase()}`);
}
