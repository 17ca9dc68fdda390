/**
 * Boundaries of the web app (bulletproof-react's): a feature uses `lib/`, `components/` and another
 * feature's public entry (`features/<name>/index.ts`), never another feature's internals; `lib/` and
 * `components/` are shared, so they use no feature at all. Only `app/` composes features.
 */
module.exports = {
  forbidden: [
    {
      name: 'feature-internals',
      comment:
        "A feature imports another feature only through that feature's index.ts. Tests are exempt: " +
        'they drive the whole app (sign in, then land on the dashboard) and preload the pages they reach.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'shared-uses-no-feature',
      comment: 'lib/ and components/ are used by features; they must not depend on one.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
