import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Tx } from './client';

type Reads<T extends readonly unknown[]> = { readonly [K in keyof T]: () => Promise<T[K]> };

/**
 * Several independent reads: at once on the pool (each on its own connection), one after another inside a
 * transaction, whose single connection would only queue them — and node-postgres deprecates issuing a query
 * while another runs on the same client (pg 9 refuses it). The results come back in the order given.
 */
export async function readAll<T extends readonly unknown[]>(db: Database | Tx, reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
