import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file opens its own database (PGlite in WASM, or a new database on PostgreSQL).
    // A timeout only catches a hang: with a worker per core, the heaviest tests (hundreds of requests,
    // e.g. every GET route × every traversal × every role) share the CPU and took over 30 s on a loaded
    // two-core machine, so the limit is generous.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker runs its files one after another in one module graph: the app's modules and PGlite's WASM
    // are loaded once per worker instead of once per file (most of a small file's time). Files share no
    // state through modules: each builds its own app, clock and database, and the two that change TZ put
    // it back.
    isolate: false,
    globalSetup: ['./src/test/pglite-template.ts'],
    env: { TZ: 'Asia/Kolkata' },
  },
});
