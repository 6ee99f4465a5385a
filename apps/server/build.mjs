// Bundles the server into dist/main.js (the contract package's TypeScript is compiled in; npm
// packages stay external) and copies the SQL migrations and data files beside it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).flatMap((d) => [d, `${d}/*`]);

const started = Date.now();
// Chunk names carry a hash: the previous build's would stay beside the new ones.
if (fs.existsSync(path.join(here, 'dist'))) {
  for (const name of fs.readdirSync(path.join(here, 'dist'))) {
    if (/\.js(\.map)?$/.test(name)) fs.rmSync(path.join(here, 'dist', name));
  }
}
await build({
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    'make-pglite-template': path.join(here, 'src/db/make-pglite-template.ts'),
    // The worker thread that copies DATA_DIR's start template while main.js loads the server (decision 089).
    'copy-worker': path.join(here, 'src/db/copy-worker.ts'),
  },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Modules imported with import() become chunks loaded when first imported, so what they import (the
  // AWS SDK behind S3 storage) is not loaded at start (decision 085).
  splitting: true,
  // Beside main.js: modules find their data files relative to themselves (import.meta.url).
  chunkNames: '[name]-[hash]',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
fs.rmSync(path.join(here, 'dist/migrations'), { recursive: true, force: true });
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(here, 'dist/migrations'), { recursive: true });
// Data files modules read beside themselves (`new URL('./x.txt', import.meta.url)` is `dist/x.txt` once bundled).
fs.copyFileSync(
  path.join(here, 'src/modules/auth/common-passwords.txt'),
  path.join(here, 'dist/common-passwords.txt'),
);
// The migrated empty cluster a fresh embedded database starts from (src/db/pglite-template.ts).
const template = spawnSync(process.execPath, [path.join(here, 'dist/make-pglite-template.js')], {
  stdio: 'inherit',
});
if (template.status !== 0) process.exit(template.status ?? 1);
console.log(`server built in ${Date.now() - started} ms`);
