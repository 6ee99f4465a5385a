// The web's JavaScript budget (a test, not a timing: bundle bytes are deterministic). For the landing page
// and for every other route it adds up the gzip size of the JavaScript a cold visit downloads: the entry
// chunk with everything it imports statically (what index.html loads and modulepreloads), plus the route's
// lazy module(s) with their static imports. Every route but the landing page also counts the shell's other
// lazy modules with their static imports, which a signed-in visit would load at once; those the shell loads
// only after the load event (AFTER_LOAD_MODULES: shell/after-load's AfterLoad, the socket) are left out. With
// small common chunks copied into their readers (decision 096) the dialogs' code is among the shell's lazy
// modules too, so a signed-in route's figure is an upper bound.
//
//   node scripts/web-budget.mjs            (after `npm run build -w apps/web`; exits 1 over budget)
//   node scripts/web-budget.mjs --all      (also prints every route, not only the heaviest)
//
// It reads Vite's build manifest (apps/web/dist/.vite/manifest.json) and the route table
// (apps/web/src/app/router.tsx): the modules a route loads together (`Promise.all([...])`) count together.
// Sizes are gzip level 9 of the built files, in KB of 1,024 bytes, as `npm run bench:web` measures them.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = { landing: 130, route: 200 };
const LANDING_MODULE = 'src/app/routes/landing-route.tsx';
/**
 * Shell modules that load only after the load event (shell/after-load's AfterLoad, the socket once the page
 * has loaded) or only on the first toast (sonner: lib/toast and the API client's error toast import it when
 * they show one): not part of the budget.
 */
const AFTER_LOAD_MODULES = new Set([
  'src/features/announcements/components/announcement-banner.tsx',
  'src/features/notifications/components/notification-bell.tsx',
  'src/features/video/components/call-host.tsx',
  'src/features/privacy/components/erasure-banner.tsx',
  'src/app/shell/toaster.tsx',
  '../../node_modules/sonner/dist/index.mjs',
  '../../node_modules/socket.io-client/build/esm/index.js',
]);
/** The same when the module is also a shared chunk of the routes' (its manifest key is `_<name>-<hash>.js`). */
const afterLoad = (key) =>
  AFTER_LOAD_MODULES.has(key) ||
  [...AFTER_LOAD_MODULES].some((module) =>
    key.startsWith(`_${path.posix.basename(module).replace(/\.tsx?$/, '')}-`),
  );

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const distDir = path.join(webDir, 'dist');

/** The route table's lazy modules as manifest keys, grouped by the loader that imports them together. */
export function routeModuleGroups(routerSource, routerDir = 'src/app') {
  const toKey = (specifier) => {
    const base = path.posix.normalize(path.posix.join(routerDir, specifier));
    for (const ext of ['.tsx', '.ts', '/index.tsx', '/index.ts']) {
      if (fs.existsSync(path.join(webDir, base + ext))) return base + ext;
    }
    throw new Error(`router.tsx imports ${specifier}, which is not a file under apps/web/src`);
  };
  const groups = [];
  const grouped = new Set();
  for (const all of routerSource.matchAll(/Promise\.all\(\[([\s\S]*?)\]\)/g)) {
    const keys = [...all[1].matchAll(/import\('([^']+)'\)/g)].map((m) => toKey(m[1]));
    for (const k of keys) grouped.add(k);
    groups.push(keys);
  }
  for (const m of routerSource.matchAll(/import\('([^']+)'\)/g)) {
    const key = toKey(m[1]);
    if (!grouped.has(key)) {
      grouped.add(key);
      groups.push([key]);
    }
  }
  return groups;
}

/**
 * The manifest key of the chunk holding `module` (a source path). A module only lazily loaded is its chunk's
 * facade and keyed by its path; one that is also imported statically elsewhere can end up in a common chunk,
 * keyed `_<name>-<hash>.js` with the module's base name as its `name` (small common chunks are inlined,
 * decision 096), and is found by that name when exactly one chunk has it.
 */
export function chunkOf(manifest, module) {
  if (manifest[module]) return module;
  const name = path.posix.basename(module).replace(/\.tsx?$/, '');
  const named = Object.keys(manifest).filter(
    (k) => k.startsWith('_') && k.endsWith('.js') && manifest[k].name === name,
  );
  if (named.length !== 1) {
    throw new Error(`${module} is not in the build manifest (${named.length} chunks are named ${name})`);
  }
  return named[0];
}

/** `keys` and every chunk they import statically, as manifest keys. */
function staticKeys(manifest, keys, into = new Set()) {
  for (const key of keys) {
    if (into.has(key)) continue;
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    into.add(key);
    staticKeys(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

export function measure() {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) {
    throw new Error('apps/web/dist/.vite/manifest.json is missing: run `npm run build -w apps/web` first.');
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const gzipCache = new Map();
  const gzipBytes = (file) => {
    if (!gzipCache.has(file)) {
      gzipCache.set(file, gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length);
    }
    return gzipCache.get(file);
  };
  /** The files of `keys` and of everything they import statically, added to the files already in `into`. */
  const closure = (keys, into = new Set()) => {
    for (const key of staticKeys(manifest, keys)) into.add(manifest[key].file);
    return into;
  };
  const jsBytes = (files) =>
    [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipBytes(f), 0);

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry');
  const groups = routeModuleGroups(fs.readFileSync(path.join(webDir, 'src/app/router.tsx'), 'utf8')).map(
    (keys) => keys.map((key) => chunkOf(manifest, key)),
  );
  const routeKeys = new Set(groups.flat());
  // The entry's static closure (index.html's chunk and the chunks it imports, the shell) lazily loads the routes
  // and the shell's other lazy modules (the signed-in navbar's bell).
  const entryKeys = staticKeys(manifest, [entryKey]);
  const shellLazy = [...new Set([...entryKeys].flatMap((k) => manifest[k].dynamicImports ?? []))].filter(
    (k) => !routeKeys.has(k) && !afterLoad(k),
  );
  const entry = new Set([...entryKeys].map((k) => manifest[k].file));
  const signedInShell = closure(shellLazy, new Set(entry));

  const results = groups.map((keys) => {
    const landing = keys.includes(LANDING_MODULE);
    const files = closure(keys, new Set(landing ? entry : signedInShell));
    const kb = jsBytes(files) / 1024;
    const budget = landing ? BUDGET_KB.landing : BUDGET_KB.route;
    return {
      modules: keys,
      landing,
      kb,
      budget,
      scripts: [...files].filter((f) => f.endsWith('.js')).length,
    };
  });
  return { entryKb: jsBytes(entry) / 1024, shellKb: jsBytes(signedInShell) / 1024, results };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { entryKb, shellKb, results } = measure();
  const over = results.filter((r) => r.kb > r.budget);
  const landing = results.find((r) => r.landing);
  const heaviest = [...results].filter((r) => !r.landing).sort((a, b) => b.kb - a.kb);
  const show = process.argv.includes('--all') ? heaviest : heaviest.slice(0, 5);
  const line = (r) =>
    `  ${r.kb.toFixed(1).padStart(6)} KB / ${r.budget} KB  ${r.scripts} scripts  ${r.modules.join(' + ')}`;
  console.log(`entry (shell) ${entryKb.toFixed(1)} KB gzip; signed-in shell ${shellKb.toFixed(1)} KB`);
  console.log('landing page:');
  console.log(line(landing));
  console.log(`other routes (${heaviest.length}; heaviest first):`);
  for (const r of show) console.log(line(r));
  if (over.length > 0) {
    console.error(`\nOver the JavaScript budget:\n${over.map(line).join('\n')}`);
    process.exit(1);
  }
  console.log('within budget');
}
