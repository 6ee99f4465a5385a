/**
 * The web app is written against React's API and runs on Preact (preact/compat): the same components at a
 * tenth of the runtime's weight (docs/decisions/069-preact-runtime.md). The build, the dev server and the
 * component tests all resolve `react` and `react-dom` here, so what is tested is what ships.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
