/**
 * The rows of a raw query (`db.execute(sql\`…\`)`). Both drivers, node-postgres and PGlite, resolve to a
 * result with the rows in `rows`; this is the one place that knows it.
 */
export function rowsOf<R>(result: unknown): R[] {
  return (result as { rows: R[] }).rows;
}
