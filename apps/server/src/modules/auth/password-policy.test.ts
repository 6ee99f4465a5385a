import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import { passwordProblem } from './password-policy';

const who = { email: 'Asha.Verma@example.com', name: 'Asha Verma' };

describe('password policy', () => {
  it('ships about a thousand common passwords, lower-cased', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(1000);
    for (const p of COMMON_PASSWORDS) expect(p).toBe(p.toLowerCase());
  });

  it('refuses common passwords whatever their case', () => {
    for (const p of [
      'password',
      'PASSWORD1',
      'Qwerty123',
      'iloveyou',
      'Password@123',
      '9876543210',
      'sunshine',
    ]) {
      expect(passwordProblem(p, who)).toBe(MSG_AUTH.commonPassword);
    }
  });

  it('refuses the name or the first part of the e-mail', () => {
    for (const p of ['asha.verma', 'ASHA.VERMA', 'asha verma', 'ashaverma', 'asha.verma@example.com']) {
      expect(passwordProblem(p, who)).toBe(MSG_AUTH.passwordLikeIdentity);
    }
  });

  it('accepts an ordinary, uncommon password', () => {
    expect(passwordProblem('Nimbu-Paani-42', who)).toBeNull();
    expect(passwordProblem('asha.verma.2026', who)).toBeNull();
  });
});
