import os from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm run test:fuzz`: the schema-driven API fuzzer, kept out of the default `vitest run` (it is
// slower and has its own time budget). Two files, each fuzzing half of the operations on its own app and
// fresh database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), one per core.
export default defineConfig({
  test: {
    name: 'fuzz',
    root: import.meta.dirname,
    include: ['src/fuzz/**/*.fuzz.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: os.availableParallelism(),
    globalSetup: ['./src/test/pglite-template.ts'],
    env: { TZ: 'Asia/Kolkata' },
  },
});
