/** Import boundaries of DESIGN.md §2. `npm run lint:deps` fails on any violation. */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'contract-is-a-leaf',
      comment: 'packages/contract is shared by both sides and imports from neither.',
      severity: 'error',
      from: { path: '^packages/contract' },
      to: { path: '^apps/' },
    },
    {
      name: 'server-and-web-apart',
      severity: 'error',
      from: { path: '^apps/server' },
      to: { path: '^apps/web' },
    },
    {
      name: 'web-and-server-apart',
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: '^apps/server' },
    },
    {
      name: 'web-lower-layers-do-not-import-features-or-app',
      comment: 'web: app (shell, routes) -> features -> components/lib',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-do-not-import-app',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-feature-internals-are-private',
      comment: "A feature does not import another feature's internals.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-routes-compose-features-not-each-other',
      comment:
        'app/routes holds pages that compose several areas (dashboards, the professional workspace); each may import any feature, but not another route folder.',
      severity: 'error',
      from: { path: '^apps/web/src/app/routes/([^/]+)/' },
      to: { path: '^apps/web/src/app/routes/([^/]+)/', pathNot: '^apps/web/src/app/routes/$1/' },
    },
    {
      name: 'web-features-are-areas',
      comment:
        "features/<area>: one folder per area of DESIGN §2, with the area's api/, components/, lib/, pages/ and test/ only.",
      severity: 'error',
      from: {},
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: '^apps/web/src/features/[^/]+/(api|components|lib|pages|test|data)/',
      },
    },
    {
      name: 'server-repos-do-not-import-services-or-routes',
      comment: 'server: routes -> service -> repo',
      severity: 'error',
      from: { path: '\\.repo\\.ts$' },
      to: { path: '\\.(service|routes)\\.ts$' },
    },
    {
      name: 'server-services-do-not-import-routes',
      severity: 'error',
      from: { path: '\\.service\\.ts$' },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'server-lib-and-db-do-not-import-modules',
      severity: 'error',
      from: { path: '^apps/server/src/(lib|db)/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-lib-does-not-touch-the-database',
      comment:
        'lib/ holds infrastructure without tables; reading or writing rows is a repository (modules/<area>/*.repo.ts).',
      severity: 'error',
      from: { path: '^apps/server/src/lib/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/db/(schema|client)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|\\.data)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
