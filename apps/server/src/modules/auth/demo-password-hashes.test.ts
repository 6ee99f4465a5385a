import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { DEMO_DRIVER_PASSWORD } from '../../db/seed/demo-ambulance';
import { DEMO_PASSWORD_HASHES, DEMO_PASSWORDS } from '../../db/seed/demo-passwords';
import { hashPassword } from './passwords';

/** `argon2id$v=19$m=…,t=…,p=…`: the algorithm, version and cost of a PHC-format hash. */
const parameters = (h: string) => h.split('$').slice(1, 4).join('$');

describe('the demo password hashes the seed keeps', () => {
  // They are made once (demo-passwords.ts, decision 085), so nothing else would notice them fall behind.
  it('have the parameters of a password hashed today', async () => {
    const today = parameters(await hashPassword('any password'));
    for (const kept of Object.values(DEMO_PASSWORD_HASHES)) expect(parameters(kept)).toBe(today);
  });

  it('each verify their own password and no other', async () => {
    for (const role of Object.keys(DEMO_PASSWORDS) as (keyof typeof DEMO_PASSWORDS)[]) {
      const kept = DEMO_PASSWORD_HASHES[role];
      for (const [other, password] of Object.entries(DEMO_PASSWORDS)) {
        expect(await verify(kept, password)).toBe(other === role);
      }
    }
    expect(DEMO_DRIVER_PASSWORD).toBe(DEMO_PASSWORDS.ambulance);
  });
});
