import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every workspace. Each project keeps its own environment:
// the contract and the server run in Node, the web app in jsdom.
export default defineConfig({
  test: {
    // Every core. Vitest's default leaves one free, which on a two-core machine is one worker: every file
    // in turn. Test files share nothing: each opens its own database (an in-memory PGlite loaded from the
    // migrated template, or a database of its own on PostgreSQL), its own temporary directories, ports
    // (0) and Redis key prefixes, so two run side by side safely.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      './apps/server/vitest.config.ts',
      './apps/web/vitest.config.ts',
    ],
  },
});
