import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { preactAliases } from './preact-aliases';

export default defineProject({
  plugins: [react()],
  // The component tests run on the runtime that ships (Preact, through preact-aliases.ts). Libraries are
  // loaded as ES modules and through Vite, so their own imports of react reach the same aliases: a
  // CommonJS build required by Node directly would load React itself.
  resolve: {
    mainFields: ['module', 'browser', 'main'],
    conditions: ['module', 'browser', 'import', 'development|production'],
    alias: preactAliases,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A timeout only catches a hang; it must not turn a busy machine into a failure. The heaviest page
    // tests (whole forms typed key by key) take ~1.5 s on a quiet machine and passed 5 s when other
    // test runs shared the two cores.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
    // Every package through Vite: one copy of preact for the libraries and the app alike.
    server: { deps: { inline: true } },
    // The libraries the tests import, pre-bundled once by esbuild (with the aliases above) instead of
    // transformed module by module in every worker: the web projects' CPU time drops by about a fifth. A
    // library missing from this list still works (inlined through Vite, as above), only slower.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            'preact',
            'preact/compat',
            'preact/hooks',
            'preact/jsx-runtime',
            'preact/compat/client',
            '@tanstack/react-query',
            'react-router',
            'react-router/dom',
            'react-hook-form',
            '@hookform/resolvers/zod',
            'zod',
            'sonner',
            '@radix-ui/react-dialog',
            '@radix-ui/react-tabs',
            'lucide-react',
            '@testing-library/react',
            '@testing-library/user-event',
            'clsx',
            'tailwind-merge',
            'socket.io-client',
            'react-leaflet',
            'leaflet',
            'ical.js',
          ],
        },
      },
    },
  },
});
