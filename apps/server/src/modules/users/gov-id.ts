// Shared by registration (auth) and profile changes (profiles): how a government id is stored.
import type { FieldCrypto } from '../../lib/crypto';

/** One id however it is typed: `1234 5678 9012`, `1234-5678-9012` and `123456789012` are the same. */
export function normalizeGovId(govId: string): string {
  return govId.replace(/[\s\-./]/g, '').toUpperCase();
}

/**
 * The columns for a government id: the id encrypted (AES-256-GCM, readable only by the server, for an
 * admin's review) and a keyed hash of its normal form, to find duplicates without decrypting.
 */
export function govIdColumns(crypto: FieldCrypto, govId: string): { govIdEnc: string; govIdHash: string } {
  return {
    govIdEnc: crypto.encrypt('gov-id', govId.trim()),
    govIdHash: crypto.keyedHash('gov-id', normalizeGovId(govId)),
  };
}
