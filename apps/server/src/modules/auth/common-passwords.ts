import fs from 'node:fs';

/**
 * The most common passwords (the data file `common-passwords.txt` beside this module; the server's build
 * copies it beside the bundle), as a set of lower-case strings.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  fs
    .readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((p) => p.trim())
    .filter((p) => p.length > 0 && !p.startsWith('#')),
);
