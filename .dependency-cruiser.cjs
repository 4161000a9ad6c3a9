/**
 * The doors between the rooms (#33 item 2): which folder may import which, so the shape of the code
 * cannot drift back. scripts/dependency-rules.test.ts runs it inside `make test`; by hand:
 *   npx depcruise --config .dependency-cruiser.cjs --ignore-known server/src web/src engines contract
 * server/src/README.md draws the allowed directions.
 *
 * The rules judge the shipped code: test files and test support are left out of the graph, because a
 * test may reach across rooms on purpose (web/src/services/new-service.test.tsx drives a real server
 * to prove a declared service works end to end).
 *
 * Folder cycles and route modules reading repositories that existed when the rules arrived are listed in
 * .dependency-cruiser-known-violations.json and tolerated; any new one fails. The test also fails when a
 * listed one is gone, so the list only shrinks.
 */
const room = '^server/src/[^/]+$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment: 'Two folders of server/src may not import each other, directly or around a ring.',
      severity: 'error',
      scope: 'folder',
      from: { path: room },
      to: { circular: true, path: room },
    },
    {
      name: 'no-module-cycle',
      comment:
        'A module may not reach itself at run time. A ring closed only by a type import is left alone: it ' +
        'orders nothing at load time (db/database.ts and db/sqlite-wal-sync.ts share the Db type that way).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'repo-only-from-services',
      comment:
        'A route module reads and writes through a service, not a repository (*-repo.ts) directly. The route ' +
        'modules that still do are listed as known, so none is added.',
      severity: 'error',
      from: { path: '^server/src/.*(^|/|-)routes?\\.ts$' },
      to: { path: '-repo\\.ts$' },
    },
    {
      name: 'kysely-only-in-repositories',
      comment:
        "A folder's SQL lives in its repositories (*-repo.ts), which services call; only they and db/ (the " +
        'database, migrations, compiled-once statements) import Kysely, types included.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: '-repo\\.ts$|^server/src/db/' },
      to: { path: '^node_modules/kysely/' },
    },
    {
      name: 'engines-not-to-server-or-web',
      comment: 'Engines are loaded by the server; they know nothing of it nor of the web.',
      severity: 'error',
      from: { path: '^engines/' },
      to: { path: '^(server|web)/' },
    },
    {
      name: 'web-not-to-server-or-engines',
      comment: 'The web speaks to the server over HTTP and shares only contract/ (and the generated client).',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(server|engines)/' },
    },
    {
      name: 'contract-only-itself',
      comment: 'contract/ is the shared floor: it imports only itself and npm packages.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { pathNot: '^contract/|(^|/)node_modules/', dependencyTypesNot: ['core'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: {
      path: [
        // Packages and build output stay out of the graph, except kysely's own files: the rule
        // kysely-only-in-repositories needs the imports of it to be there.
        '(^|/)node_modules/(?!kysely/)',
        '^(?!node_modules/kysely/).*(^|/)dist/',
        '^data/',
        '\\.test\\.tsx?$',
        '^server/src/(testing|drills|fuzz|cluster)/',
        '^server/test/',
      ],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.d.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    combinedDependencies: true,
  },
};
