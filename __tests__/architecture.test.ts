/**
 * The layers are enforced, not only described (docs/architecture.md#layers,
 * docs/architecture.md#the-reference-server): each case is checked by the project's own tool,
 * ESLint or dependency-cruiser, in a child process (their configs are ES modules, which Jest's
 * sandbox cannot load).
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

interface Scratch {
  file: string;
  code: string;
}

/**
 * A file written where such code would live (with another it needs `beside` it), and the rule
 * that must refuse it (none: allowed).
 */
interface Case extends Scratch {
  what: string;
  rule: string | null;
  beside?: Scratch;
}

/** A module that imports `name` and exports it again. */
const importOf = (name: string, from: string) =>
  `import { ${name} } from '${from}';\nexport const x = ${name};\n`;
const LAYERS = 'import-x/no-restricted-paths';

/** ESLint's layer rules (eslint.config.mjs). */
const LINT_CASES: Case[] = [
  {
    what: 'a feature importing another feature',
    file: 'src/features/banners/__arch_feature.ts',
    code: importOf('productsApi', '@/features/products/productsApi'),
    rule: LAYERS,
  },
  {
    what: 'a feature importing the store',
    file: 'src/features/banners/__arch_store.ts',
    code: importOf('makeStore', '@/app/store'),
    rule: LAYERS,
  },
  {
    what: "a feature importing app/'s typed hooks",
    file: 'src/features/banners/__arch_hooks.ts',
    code: importOf('useAppSelector', '@/app/hooks'),
    rule: null,
  },
  {
    what: 'lib/ importing a feature',
    file: 'src/lib/__arch_upward.ts',
    code: importOf('productsApi', '@/features/products/productsApi'),
    rule: LAYERS,
  },
  {
    what: 'a component importing the app',
    file: 'src/components/__arch_upward.ts',
    code: importOf('makeStore', '@/app/store'),
    rule: LAYERS,
  },
  {
    what: 'a component importing a hook of hooks/ (hooks/ sit above components/)',
    file: 'src/components/__arch_hooks.ts',
    code: importOf('usePagedList', '@/hooks/usePagedList'),
    rule: LAYERS,
  },
];

/** Two files in `folder` that import each other. */
const circle = (folder: string): Case => ({
  what: `a circle of imports in ${folder}`,
  file: `${folder}/__arch_cycle_a.ts`,
  code: importOf('b', './__arch_cycle_b'),
  rule: 'no-circular',
  beside: { file: `${folder}/__arch_cycle_b.ts`, code: importOf('a', './__arch_cycle_a') },
});

/** dependency-cruiser's rules (.dependency-cruiser.mjs): the server's floors, and the trees. */
const IMPORT_CASES: Case[] = [
  {
    what: 'db/ importing a repository',
    file: 'server/src/db/__arch_upward.ts',
    code: importOf('findOrder', '../repositories/orders'),
    rule: 'no-upward-import',
  },
  {
    what: 'a repository importing http/',
    file: 'server/src/repositories/__arch_upward.ts',
    code: importOf('sendEncoded', '../http/encodedBody'),
    rule: 'no-upward-import',
  },
  {
    what: 'lib/ importing a route',
    file: 'server/src/lib/__arch_upward.ts',
    code: importOf('keptShopPage', '../routes/shopPageReply'),
    rule: 'no-upward-import',
  },
  {
    what: 'a route importing a repository, a floor below',
    file: 'server/src/routes/__arch_downward.ts',
    code: importOf('findOrder', '../repositories/orders'),
    rule: null,
  },
  circle('src/lib'),
  circle('server/src/cache'),
  {
    what: 'the web app importing the server, even a type',
    file: 'src/lib/__arch_server.ts',
    code: "import type { OrderRecord } from '../../server/src/repositories/orders';\nexport type X = OrderRecord;\n",
    rule: 'web-app-without-server',
  },
  {
    what: "the web app importing the tests' kit",
    file: 'src/features/banners/__arch_kit.ts',
    code: "import '@/testing/bannersTestKit';\n",
    rule: 'app-without-test-kits',
  },
];

/** The rules each scratch file broke, by its path. */
const broken = new Map<string, string[]>();

/** The import graph as JSON is over execFileSync's default 1 MiB, past which output is cut. */
const RUN_OPTIONS = { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 } as const;

/** Runs a tool's bin; answers what it printed (it exits 1 when it finds a breach). */
function run(tool: string, args: readonly string[]): string {
  try {
    return execFileSync(process.execPath, [path.join(ROOT, tool), ...args], RUN_OPTIONS);
  } catch (error) {
    return (error as { stdout: string }).stdout;
  }
}

const filesOf = (cases: readonly Case[]) => cases.map(({ file }) => file);
const SCRATCH = [...LINT_CASES, ...IMPORT_CASES].flatMap((scratch) => [
  scratch,
  ...(scratch.beside ? [scratch.beside] : []),
]);

beforeAll(() => {
  for (const { file, code } of SCRATCH) writeFileSync(path.join(ROOT, file), code);
  const linted = run('node_modules/eslint/bin/eslint.js', [
    '--format',
    'json',
    // The scratch files are in no tsconfig; the layer rules do not need types.
    '--rule',
    '@typescript-eslint/no-floating-promises: off',
    '--rule',
    '@typescript-eslint/no-misused-promises: off',
    '--parser-options',
    'project: null',
    ...filesOf(LINT_CASES),
  ]);
  for (const { filePath, messages } of JSON.parse(linted) as {
    filePath: string;
    messages: { ruleId: string | null }[];
  }[]) {
    broken.set(
      path.relative(ROOT, filePath),
      messages.map((message) => message.ruleId ?? 'parse error'),
    );
  }

  const cruised = run('node_modules/dependency-cruiser/bin/dependency-cruise.mjs', [
    '--config',
    '.dependency-cruiser.mjs',
    '--output-type',
    'json',
    ...filesOf(IMPORT_CASES),
  ]);
  const { violations } = (
    JSON.parse(cruised) as { summary: { violations: { from: string; rule: { name: string } }[] } }
  ).summary;
  for (const { from, rule } of violations)
    broken.set(from, [...(broken.get(from) ?? []), rule.name]);
});

afterAll(() => {
  for (const { file } of SCRATCH) rmSync(path.join(ROOT, file), { force: true });
});

describe.each([
  ['ESLint', LINT_CASES],
  ['dependency-cruiser', IMPORT_CASES],
])('%s', (_tool, cases) => {
  it.each(cases.filter(({ rule }) => rule !== null))('refuses $what', ({ file, rule }) => {
    expect(broken.get(file) ?? []).toContain(rule);
  });

  it.each(cases.filter(({ rule }) => rule === null))('lets $what through', ({ file }) => {
    expect(broken.get(file) ?? []).toEqual([]);
  });
});
