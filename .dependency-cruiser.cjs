const API_TESTS = ['\\.test\\.ts$', '\\.pg-test\\.ts$', '^apps/api/src/test/'];

/**
 * Boundaries of the API (issue 27): a module under `apps/api/src/modules/<name>` uses another module
 * only through that module's public face (`index.ts`), never its repositories or other internals, and
 * no two modules depend on each other. Tests are exempt: they reach into a module to set up data.
 *
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
      name: 'feature-no-app',
      comment:
        'app/ composes the features, so a feature never imports app/ (what it shares goes to lib/ or ' +
        'components/). Tests are exempt: they drive the whole app through its router.',
      severity: 'error',
      from: { path: '^apps/web/src/features/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { circular: true },
    },
    {
      name: 'module-internals',
      comment:
        "An API module imports another module only through that module's index.ts (its public face), never " +
        'a *.repo.ts or other internal file. Tests are exempt.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: API_TESTS },
      to: {
        path: '^apps/api/src/modules/([^/]+)/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'face-no-repository',
      comment:
        "A module's face (index.ts) exports services and SQL read models, never a repository (*.repo.ts): " +
        'callers ask for an operation by its intent, and the tables behind it can change without them.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/[^/]+/index\\.ts$' },
      to: { path: '\\.repo\\.ts$' },
    },
    {
      name: 'lib-no-module-internals',
      comment:
        "lib/ is what several modules use; it never imports (nor so re-exports) a module's repository or other " +
        "internal file, which would open a back door round the module's face. Tests are exempt.",
      severity: 'error',
      from: { path: '^apps/api/src/lib/', pathNot: API_TESTS },
      to: { path: '^apps/api/src/modules/[^/]+/', pathNot: '^apps/api/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'business-code-no-fastify',
      comment:
        'Services, repositories and the rest of a module take `deps` (AppDeps), never the Fastify instance or ' +
        'request: only routes, plugins and forms (which read a multipart request) touch Fastify. Tests are exempt.',
      severity: 'error',
      from: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: [...API_TESTS, '\\.routes\\.ts$', '\\.plugin\\.ts$', '\\.form\\.ts$'],
      },
      to: { path: 'node_modules/(fastify|@fastify/[^/]+)/' },
    },
    {
      name: 'api-no-circular',
      comment: 'No cycle among the API modules (a module-level two-way pair shows as a cycle through the faces).',
      severity: 'error',
      from: { path: '^apps/api/src/modules/', pathNot: API_TESTS },
      to: { circular: true, pathNot: API_TESTS },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
