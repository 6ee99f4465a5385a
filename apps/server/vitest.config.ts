import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file opens its own database (PGlite in WASM, or a new database on PostgreSQL).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['./src/test/pglite-template.ts'],
    env: { TZ: 'Asia/Kolkata' },
  },
});
