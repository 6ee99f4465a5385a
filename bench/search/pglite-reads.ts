// The embedded database's searches end to end, as the app runs them (the directory's reads through
// `runDoctorSearch`), two ways alternated on the same PGlite data directory: every statement sent unnamed and so
// planned on every run (`plainReads`, what the embedded database did before decision 095), and each shaped
// statement a named statement of the session run with its generic plan (`pgliteGenericReads`, what it does now).
// Both must answer the same rows. Prints the best round's time per search (rounds of 10 searches; the first
// round of each way is a warm-up).
//
//   npm run bench:search -- --pglite      (generates bench/.data/pglite-100000 once)
//   npm run bench:pglite-reads [-- --rounds 6]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { doctorSearchQuerySchema } from '@arogya/contract/schemas/directory';
import { openDatabase } from '../../apps/server/src/db/client';
import { type PreparedReads, pgliteGenericReads, plainReads } from '../../apps/server/src/db/prepared-reads';
import { planDoctorSearch, runDoctorSearch } from '../../apps/server/src/modules/directory/directory.service';
import { root } from '../lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '6' },
    providers: { type: 'string', default: '100000' },
  },
});
const ROUNDS = Number(args.rounds);
const PER_ROUND = 10;

const SHAPES: [name: string, query: string][] = [
  ['no filter', ''],
  ['no filter, page 167', 'page=167'],
  ['city', 'city=Mumbai'],
  ['city + specialty', 'city=Mumbai&specialty=Cardiologist'],
  ['keyword', 'skillKeyword=asthma'],
  ['10 km radius', 'lat=19.076&lng=72.8777&radius=10'],
  ['10 km radius, page 100', 'lat=19.076&lng=72.8777&radius=10&page=100'],
  ['10 km radius, by distance', 'lat=19.076&lng=72.8777&radius=10&sortBy=distance_asc'],
  [
    '10 km radius + specialty, page 2',
    'specialty=General%20Physician&lat=19.076&lng=72.8777&radius=10&page=2',
  ],
  ['2 km radius', 'lat=19.076&lng=72.8777&radius=2'],
];

const database = await openDatabase({
  dataDir: path.join(root, 'bench/.data', `pglite-${args.providers}`, 'pglite'),
});
if (database.kind !== 'pglite') throw new Error('expected PGlite');
const ways: [name: string, reads: PreparedReads][] = [
  ['unnamed, planned each run', plainReads(database.db)],
  ['named, generic plan', pgliteGenericReads(database.pglite, database.db)],
];

console.log(
  `PGlite, ${args.providers} providers; best of ${ROUNDS - 1} rounds of ${PER_ROUND} searches, ms per search`,
);
console.log(`| search | ${ways.map(([name]) => name).join(' | ')} | |`);
console.log(`|---|${ways.map(() => '---|').join('')}---|`);
try {
  for (const [name, query] of SHAPES) {
    const parsed = doctorSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const request = planDoctorSearch(parsed, new Date());
    const times = ways.map(() => [] as number[]);
    const answers = ways.map(() => '');
    for (let round = 0; round < ROUNDS; round++) {
      for (const [w, [, reads]] of ways.entries()) {
        const started = performance.now();
        for (let i = 0; i < PER_ROUND; i++)
          answers[w] = JSON.stringify(await runDoctorSearch(reads, request));
        times[w]?.push((performance.now() - started) / PER_ROUND);
      }
    }
    if (new Set(answers).size !== 1) throw new Error(`${name}: the two ways answered differently`);
    const best = times.map((t) => Math.min(...t.slice(1)));
    const ratio = (best[0] ?? 0) / (best[1] ?? 1);
    console.log(`| ${name} | ${best.map((ms) => ms.toFixed(2)).join(' | ')} | ${ratio.toFixed(1)}× |`);
  }
} finally {
  await database.close();
}
