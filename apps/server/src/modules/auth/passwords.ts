import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes): about 50 ms here, OWASP's minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password and for a hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as checking a real password, for an e-mail that has no account: "no such
 * account" and "wrong password" must not be told apart by how long the answer takes.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('arogya-dummy-password-that-no-account-has');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** Computes the dummy hash ahead of the first unknown-e-mail login (so that one is not slower). */
export function warmDummyHash(): void {
  dummyHash ??= hash('arogya-dummy-password-that-no-account-has');
}
