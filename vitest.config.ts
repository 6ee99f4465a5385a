import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import web from './apps/web/vitest.config.ts';

/**
 * The web's component tests that replace a module with `vi.mock`. A replaced module must not be shared
 * with other test files, so these run isolated (a fresh module graph and jsdom per file); every other
 * web test file shares its worker's jsdom and module graph, which cuts their run to about a third (the
 * jsdom set-up and the React/Router/Query imports were most of it). `src/test/setup.ts` resets what a
 * test may leave behind (rendered trees, MSW handlers, toasts, storage, the theme class).
 */
const webRoot = path.join(import.meta.dirname, 'apps/web');
const webMocking = fs
  .readdirSync(path.join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .filter((file) => fs.readFileSync(path.join(webRoot, file), 'utf8').includes('vi.mock('))
  .sort();

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
      {
        ...web,
        test: {
          ...web.test,
          name: 'web',
          root: './apps/web',
          exclude: [...configDefaults.exclude, ...webMocking],
          isolate: false,
        },
      },
      { ...web, test: { ...web.test, name: 'web-isolated', root: './apps/web', include: webMocking } },
    ],
  },
});
