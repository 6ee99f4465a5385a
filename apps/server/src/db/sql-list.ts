import { type SQL, sql } from 'drizzle-orm';

/** `'a','b'` for a check constraint; the values are our own constants, never input. */
export const sqlList = (values: readonly string[]): SQL =>
  sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(','));
