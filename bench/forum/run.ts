// Forum list and search benchmark: 50,000 questions and 200,000 answers on PostgreSQL; p50/p95/p99 and
// throughput of GET /api/forum/questions through the built server (autocannon) beside the very same SQL
// run straight through node-postgres, in the same run, plus the EXPLAIN plans (indexes, no sequential
// scan of the questions).
//
//   npm run bench:forum                      (builds the server bundle first)
//   npm run bench:forum -- --duration 5 --connections 50 --no-build
//
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/arogya_bench_forum) names the database;
// it is created if missing, migrated, filled by SQL (generate_series) when the questions are not all there,
// and vacuumed.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEFAULT_FORUM_SORT,
  FORUM_CATEGORY_VALUES,
  normalizeForumTags,
} from '@arogya/contract/constants/forum';
import { questionListQuerySchema } from '@arogya/contract/schemas/forum';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { FORUM_TYPO_THRESHOLD, listQueries } from '../../apps/server/src/modules/forum/forum.repo';
import { ensureDatabase, type Figures, ms, rate, runApi, runSql, type Statement } from '../lib/measure';
import { root, startServer, stopServer } from '../lib/server.mjs';

const QUESTIONS = 50_000;
const AUTHORS = 500;
const EMAIL_DOMAIN = 'forum-bench.arogya.test';
const SINGLE_CLIENT_SECONDS = 3;

const QUERIES: { name: string; query: string }[] = [
  { name: 'recent, no filter', query: '' },
  { name: 'category', query: 'category=nutrition' },
  { name: 'answered, most viewed', query: 'status=answered&sortBy=most-viewed' },
  { name: 'unanswered, page 3', query: 'sortBy=unanswered&page=3' },
  { name: 'tag', query: 'tags=thyroid' },
  { name: 'search', query: 'search=diabetes%20diet' },
  { name: 'search with a typo', query: 'search=diabtes' },
  { name: 'search + category', query: 'search=asthma&category=chronic-conditions' },
];

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '2' },
    'no-build': { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const warmup = Number(args.warmup);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/arogya_bench_forum';

const WORDS = [
  'diabetes',
  'blood',
  'pressure',
  'thyroid',
  'fever',
  'cough',
  'asthma',
  'knee',
  'pain',
  'sleep',
  'anxiety',
  'diet',
  'protein',
  'vitamin',
  'pregnancy',
  'child',
  'vaccine',
  'dengue',
  'heart',
  'cholesterol',
  'migraine',
  'skin',
  'rash',
  'kidney',
  'liver',
  'arthritis',
  'insulin',
  'stress',
  'yoga',
  'walking',
  'headache',
  'acidity',
  'allergy',
  'weight',
  'calcium',
  'iron',
  'anaemia',
  'infection',
  'dizziness',
  'back',
];

/** Authors, 50,000 questions and about 200,000 answers, made by the database itself. */
async function generate(client: pg.Client): Promise<void> {
  const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  const categories = `array[${FORUM_CATEGORY_VALUES.map((c) => `'${c}'`).join(',')}]`;
  const n = WORDS.length;
  await client.query('begin');
  await client.query(
    `insert into users (email, name, password_hash, role)
     select 'author' || g || '@${EMAIL_DOMAIN}', 'Bench Author ' || g, 'x', case when g <= 100 then 'doctor' else 'patient' end
     from generate_series(1, ${AUTHORS}) g on conflict do nothing`,
  );
  await client.query(
    `insert into professional_profiles (user_id, role, approval_status)
     select id, 'doctor', 'approved' from users where email like '%@${EMAIL_DOMAIN}' and role = 'doctor'
     on conflict do nothing`,
  );
  await client.query(
    `with u as (select array_agg(id order by email) a from users where email like '%@${EMAIL_DOMAIN}'),
     w as (select ${words} a, ${categories} c)
     insert into forum_questions (author_id, title, body, category, tags, status, score, views, answer_count,
       verified_answer_count, created_at, updated_at)
     select u.a[1 + g % ${AUTHORS}],
       'How to manage ' || w.a[1 + g % ${n}] || ' and ' || w.a[1 + (g * 7) % ${n}] || ' at ' || (20 + g % 60) || '?',
       'For ' || (1 + g % 12) || ' months I have had ' || w.a[1 + (g * 3) % ${n}] || ' with ' || w.a[1 + (g * 11) % ${n}] ||
         '. My doctor suggested tests for ' || w.a[1 + (g * 13) % ${n}] || ' and a change of ' || w.a[1 + (g * 17) % ${n}] ||
         '. What else should I ask, and how long before things improve? Any advice is welcome.',
       w.c[1 + g % ${FORUM_CATEGORY_VALUES.length}],
       array[w.a[1 + g % ${n}], w.a[1 + (g * 3) % ${n}]],
       case when g % 10 = 0 then 'open' when g % 3 = 0 then 'answered' when g % 29 = 0 then 'closed' else 'open' end,
       (g * 7919) % 40 - 5, (g::bigint * 104729) % 2000,
       case when g % 10 = 0 then 0 else 1 + g % 8 end, case when g % 10 = 0 then 0 else g % 3 end,
       now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
     from generate_series(1, ${QUESTIONS}) g, u, w`,
  );
  await client.query(
    `with u as (select array_agg(id order by email) a from users where email like '%@${EMAIL_DOMAIN}')
     insert into forum_answers (question_id, author_id, body, score, is_verified_response, created_at)
     select q.id, u.a[1 + (k * 37 + abs(hashtext(q.id::text))) % ${AUTHORS}],
       'From experience, keep a diary for two weeks, then review it with your doctor. Answer number ' || k || '.',
       k % 5, k <= q.verified_answer_count, q.created_at + (k || ' hours')::interval
     from forum_questions q, u, generate_series(1, q.answer_count) k`,
  );
  await client.query('commit');
}

async function prepareData(): Promise<{ postgres: string; questions: number; answers: number }> {
  await ensureDatabase(databaseUrl);
  const database = await openDatabase({ url: databaseUrl, poolMax: 2 });
  await runMigrations(database);
  await database.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async (table: string) =>
      Number((await client.query(`select count(*)::int n from ${table}`)).rows[0].n);
    if ((await count('forum_questions')) < QUESTIONS) {
      console.log(`Generating ${QUESTIONS} questions and their answers…`);
      const started = performance.now();
      await generate(client);
      console.log(`Generated in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    }
    await client.query('vacuum (analyze) forum_questions, forum_answers, users, professional_profiles');
    const version = (await client.query('show server_version')).rows[0].server_version as string;
    return {
      postgres: version,
      questions: await count('forum_questions'),
      answers: await count('forum_answers'),
    };
  } finally {
    await client.end();
  }
}

/** The statements the API runs for a query string (a visitor: no vote lookup). */
async function statementsFor(query: string): Promise<{ statements: Statement[]; search: boolean }> {
  const f = questionListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const database = await openDatabase({ url: databaseUrl, poolMax: 1 });
  try {
    const queries = listQueries(database.db, {
      category: f.category,
      status: f.status,
      sortBy: f.sortBy ?? DEFAULT_FORUM_SORT,
      search: f.search?.trim() || undefined,
      tags: f.tags ? normalizeForumTags(f.tags.split(',')) : [],
      limit: f.limit,
      offset: (f.page - 1) * f.limit,
      viewerId: null,
    });
    const rows = queries.rows.toSQL();
    const count = queries.count.toSQL();
    const main = [
      { text: rows.sql, params: rows.params },
      { text: count.sql, params: count.params },
    ];
    if (!f.search) return { statements: main, search: false };
    // As the API: the typo threshold is set for the search's transaction.
    return {
      statements: [
        { text: 'begin', params: [] },
        {
          text: "select set_config('pg_trgm.word_similarity_threshold', $1, true)",
          params: [String(FORUM_TYPO_THRESHOLD)],
        },
        ...main,
        { text: 'commit', params: [] },
      ],
      search: true,
    };
  } finally {
    await database.close();
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of the rows and count statements, the fastest of a few runs. */
async function explain(statements: Statement[], search: boolean, runs = 3): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    if (search) await client.query(`set pg_trgm.word_similarity_threshold = ${FORUM_TYPO_THRESHOLD}`);
    const parts: string[] = [];
    for (const s of statements.filter(
      (x) => x.text.startsWith('select "') || x.text.startsWith('select count'),
    )) {
      let best: { total: number; text: string } | undefined;
      for (let i = 0; i < runs; i++) {
        const r = await client.query(`explain (analyze, buffers) ${s.text}`, s.params);
        const lines: string[] = r.rows.map((row: Record<string, string>) => row['QUERY PLAN'] ?? '');
        const time = (label: string) =>
          Number(lines.find((l) => l.startsWith(label))?.match(/([\d.]+) ms/)?.[1] ?? Number.NaN);
        const total = time('Planning Time') + time('Execution Time');
        if (!best || total < best.total) best = { total, text: lines.join('\n') };
      }
      parts.push(best?.text ?? '');
    }
    return parts.join('\n\n');
  } finally {
    await client.end();
  }
}

async function main() {
  const runStarted = performance.now();
  const { postgres, questions, answers } = await prepareData();
  if (!args['no-build']) {
    const build = spawnSync(process.execPath, [path.join(root, 'apps/server/build.mjs')], {
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('building the server failed');
  }
  const port = 3800 + Math.floor(Math.random() * 150);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-bench-forum-'));
  const server = await startServer({
    port,
    dataDir,
    env: {
      NODE_ENV: 'production',
      APP_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_MAX: '1000000000',
      LOG_LEVEL: 'warn',
    },
  });
  const rows: { name: string; query: string; api: Figures; sql: Figures; alone: Figures; plan: string }[] =
    [];
  try {
    for (const q of QUERIES) {
      const { statements, search } = await statementsFor(q.query);
      const url = `http://127.0.0.1:${port}/api/forum/questions?${q.query}`;
      process.stdout.write(`${q.name}… `);
      await runApi(url, warmup, connections);
      const api = await runApi(url, duration, connections);
      await runSql(databaseUrl, statements, warmup, connections, 'arogya-bench-forum');
      const direct = await runSql(databaseUrl, statements, duration, connections, 'arogya-bench-forum');
      const alone = await runSql(databaseUrl, statements, SINGLE_CLIENT_SECONDS, 1, 'arogya-bench-forum');
      console.log(`API ${rate(api.perSecond)} req/s, SQL ${rate(direct.perSecond)} q/s`);
      rows.push({
        name: q.name,
        query: q.query,
        api,
        sql: direct,
        alone,
        plan: await explain(statements, search),
      });
    }
  } finally {
    await stopServer(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.log('');
  console.log(
    `Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ` +
      `PostgreSQL ${postgres}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(
          ' ',
        )}. Date: ${new Date().toISOString().slice(0, 10)}. ${questions.toLocaleString('en-IN')} questions, ` +
      `${answers.toLocaleString('en-IN')} answers; ${connections} connections, ${duration} s each.`,
  );
  console.log('');
  console.log(
    '| query | API p50 / p95 / p99 ms | API req/s | SQL p50 / p95 / p99 ms | SQL q/s | API ÷ SQL | SQL, 1 client, p50 ms |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${ms(r.api.p50)} / ${ms(r.api.p95)} / ${ms(r.api.p99)} | ${rate(r.api.perSecond)} | ` +
        `${ms(r.sql.p50)} / ${ms(r.sql.p95)} / ${ms(r.sql.p99)} | ${rate(r.sql.perSecond)} | ` +
        `${(r.api.perSecond / r.sql.perSecond).toFixed(2)} | ${ms(r.alone.p50)} |`,
    );
    if (r.api.failures || r.sql.failures)
      console.log(`  (failures: API ${r.api.failures}, SQL ${r.sql.failures})`);
  }
  console.log('');
  for (const r of rows) {
    console.log(
      `--- EXPLAIN (ANALYZE, BUFFERS): ${r.name} (GET /api/forum/questions?${decodeURIComponent(r.query)})`,
    );
    console.log(r.plan);
    console.log('');
  }
  console.log(`Total run time ${((performance.now() - runStarted) / 1000).toFixed(0)} s.`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
