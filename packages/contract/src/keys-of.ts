/** `Object.keys` typed as a non-empty tuple of the object's keys (for `z.enum`). */
export function keysOf<T extends Record<string, unknown>>(
  obj: T,
): [keyof T & string, ...(keyof T & string)[]] {
  return Object.keys(obj) as [keyof T & string, ...(keyof T & string)[]];
}
