/**
 * A value made on first use and kept. For `Intl` formatters: each costs its construction (the first one
 * also loads the locale's data), and made at module load they all ran while the first page rendered —
 * about 100 ms of a phone's main thread (Lighthouse's 4× slowdown) on the profile page, most of them for
 * formats that page never shows.
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}
