/**
 * `zod` in the web app (vite.config.ts points the bare specifier here): zod itself, told before any schema
 * is built never to compile its parsers with `new Function`. The page's Content-Security-Policy forbids
 * eval (`script-src 'self'`), so zod would parse without compiling anyway — but only after trying, and that
 * try is a CSP violation the browser reports on every page that loads a schema (Lighthouse's
 * "inspector-issues"). The server keeps zod's compiled parsers.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
