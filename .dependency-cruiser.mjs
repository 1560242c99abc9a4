/**
 * The import rules across the repository (docs/architecture.md#the-reference-server), run by
 * `npm run lint`: no circle anywhere; the reference server read top-down, each floor importing
 * only the floors below it; the web app importing nothing of the server; the wire (contract/)
 * importing neither. The web app's own layers are ESLint's (eslint.config.mjs).
 */

/** The server's floors, top first; folders on one floor may import each other, never round. */
const SERVER_FLOORS = [
  { name: 'main/app', path: '^server/src/(main|app)\\.ts$' },
  { name: 'routes/ and http/', path: '^server/src/(routes|http)/' },
  { name: 'seed/, auth/, events/ and pdf/', path: '^server/src/(seed|auth|events|pdf)/' },
  { name: 'repositories/', path: '^server/src/repositories/' },
  // Below the repositories, which keep their reads in it; it keeps bytes and knows no route.
  { name: 'cache/', path: '^server/src/cache/' },
  { name: 'db/', path: '^server/src/db/' },
  // Below db/, which opens the database the configuration names.
  { name: 'config', path: '^server/src/config(Values)?\\.ts$' },
  { name: 'lib/', path: '^server/src/lib/' },
  { name: 'contract/', path: '^contract/' },
];

const upwardImports = SERVER_FLOORS.slice(1).map((floor, index) => {
  const above = SERVER_FLOORS.slice(0, index + 1);
  return {
    name: 'no-upward-import',
    comment: `${floor.name} sits below ${above.map(({ name }) => name).join(', ')}.`,
    severity: 'error',
    from: { path: floor.path },
    to: { path: above.map(({ path }) => path) },
  };
});

/** Parts that never import another: its name, why, who, and what they never import. */
const separations = [
  [
    'server-runs-alone',
    "The server's sources need neither its tests, its benches, the scripts nor the app.",
    { path: '^server/src/' },
    '^(server/(test|bench)|scripts|src|e2e|__tests__)/',
  ],
  [
    'web-app-without-server',
    'The web app builds on the wire (contract/), never on the server.',
    { path: '^src/' },
    '^server/',
  ],
  [
    'app-without-test-kits',
    "src/testing/ is the tests' kit: the tests import it, the web app never (docs/architecture.md#every-feature-has-the-same-shape).",
    { path: '^src/', pathNot: ['^src/testing/', '\\.test\\.tsx?$'] },
    '^src/testing/',
  ],
  [
    'contract-alone',
    'contract/ is the wire alone: the web app and the server build on it.',
    { path: '^contract/' },
    '^(src|server|scripts|e2e)/',
  ],
].map(([name, comment, from, to]) => ({
  name,
  comment,
  severity: 'error',
  from,
  to: { path: to },
}));

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle has no bottom to read it from: move what both sides need below them.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upwardImports,
    {
      name: 'server-module-on-a-floor',
      comment:
        'A module of the server outside every floor would escape the rule above: give it one.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: SERVER_FLOORS.map(({ path }) => path) },
      to: {},
    },
    ...separations,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // A type's import is a dependency too: it names the module it reads.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
