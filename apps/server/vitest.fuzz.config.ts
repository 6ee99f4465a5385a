import { defineConfig } from 'vitest/config';

// `npm run test:fuzz`: the schema-driven API fuzzer, kept out of the default `vitest run` (it is
// slower and has its own time budget). One file, one fresh database (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    name: 'fuzz',
    root: import.meta.dirname,
    include: ['src/fuzz/**/*.fuzz.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['./src/test/pglite-template.ts'],
    env: { TZ: 'Asia/Kolkata' },
  },
});
