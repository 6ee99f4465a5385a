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
await build({
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    'make-pglite-template': path.join(here, 'src/db/make-pglite-template.ts'),
  },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
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
