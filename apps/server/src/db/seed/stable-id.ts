import { createHash } from 'node:crypto';

/**
 * The namespace of every id the seed and the benchmark generator derive. Fixed forever: changing it
 * would give every demo account a new id on the next start.
 */
export const SEED_ID_NAMESPACE = '6f1d7c2a-93b4-4e58-a0c1-5d2e8b7f3a96';

/**
 * An RFC 4122 version-5 UUID: SHA-1 of the namespace's 16 bytes followed by the UTF-8 name. The same
 * name always gives the same id, so seeding twice inserts nothing new.
 */
export function stableUuid(name: string, namespace: string = SEED_ID_NAMESPACE): string {
  const ns = Buffer.from(namespace.replaceAll('-', ''), 'hex');
  if (ns.length !== 16) throw new Error(`not a UUID: ${namespace}`);
  const bytes = createHash('sha1').update(ns).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
