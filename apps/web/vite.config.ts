import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactAliases } from './preact-aliases';
import { precompress } from './precompress';

const API_TARGET = 'http://localhost:3000';

/** zod, configured for the page's Content-Security-Policy (src/lib/zod-jitless.ts). */
const zodAlias = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)),
};

/**
 * react-router's package exports name only its development build (dev warnings on, remix-run/react-router
 * #12532, #14102); the production build beside it is the same code with them off. The build uses that one.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

// Built into apps/web/dist, with .gz and .br beside each text asset; the server serves it with an SPA fallback.
// The app runs on Preact (preact-aliases.ts) in the build, the dev server and the tests. React's Fast
// Refresh cannot drive Preact, so in development an edit reloads the page.
export default defineConfig(({ command }) => ({
  plugins: [react({ refreshExclude: /./ }), tailwindcss(), precompress()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
            ...preactAliases,
            zodAlias,
          ]
        : [...preactAliases, zodAlias],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: the JavaScript budget check (scripts/web-budget.mjs) reads the chunk graph.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod gets its own chunk: pages that validate forms share it, and once nothing in the shell needs
          // zod at start-up the landing page stops downloading it.
          groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-jitless/ }],
          // A common chunk under 8 KiB of source (an icon, a query's key, a schema module) is copied into the
          // chunks that read it instead of being a file of its own, so a page loads 11–20 scripts, not 36–77;
          // rolldown's runtime keeps one instance of each module (decision 096). Chunks holding styles stay
          // files, as rolldown advises for Vite's CSS plugin.
          experimentalInlineCommonChunks: {
            maxSize: 8 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
}));
