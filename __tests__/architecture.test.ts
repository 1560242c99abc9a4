/**
 * The layers are enforced, not only described (docs/architecture.md#layers): ESLint refuses a
 * feature that imports another feature or the app, and a lower layer that imports upward;
 * dependency-cruiser refuses, in the reference server
 * (docs/architecture.md#the-reference-server), a floor that imports one above it, and anywhere a
 * circle, or the web app importing the server or the tests' kit (src/testing/). Each case is a
 * small file written where such code would live, checked by the project's own tool in a child
 * process (their configs are ES modules, which Jest's sandbox cannot load), then removed.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

const CASES = {
  featureToFeature: [
    'src/features/banners/__arch_feature.ts',
    "import { productsApi } from '@/features/products/productsApi';\nexport const x = productsApi;\n",
  ],
  featureToStore: [
    'src/features/banners/__arch_store.ts',
    "import { makeStore } from '@/app/store';\nexport const x = makeStore;\n",
  ],
  featureToHooks: [
    'src/features/banners/__arch_hooks.ts',
    "import { useAppSelector } from '@/app/hooks';\nexport const x = useAppSelector;\n",
  ],
  libToFeature: [
    'src/lib/__arch_upward.ts',
    "import { productsApi } from '@/features/products/productsApi';\nexport const x = productsApi;\n",
  ],
  componentToApp: [
    'src/components/__arch_upward.ts',
    "import { makeStore } from '@/app/store';\nexport const x = makeStore;\n",
  ],
  componentToHooks: [
    'src/components/__arch_hooks.ts',
    "import { usePagedList } from '@/hooks/usePagedList';\nexport const x = usePagedList;\n",
  ],
} as const;

/** Cases for dependency-cruiser's rules (.dependency-cruiser.mjs). */
const IMPORT_CASES = {
  serverDbToRepository: [
    'server/src/db/__arch_upward.ts',
    "import { findOrder } from '../repositories/orders';\nexport const x = findOrder;\n",
  ],
  serverRepositoryToHttp: [
    'server/src/repositories/__arch_upward.ts',
    "import { sendEncoded } from '../http/encodedBody';\nexport const x = sendEncoded;\n",
  ],
  serverLibToRoute: [
    'server/src/lib/__arch_upward.ts',
    "import { keptShopPage } from '../routes/shopPageReply';\nexport const x = keptShopPage;\n",
  ],
  serverRouteToRepository: [
    'server/src/routes/__arch_downward.ts',
    "import { findOrder } from '../repositories/orders';\nexport const x = findOrder;\n",
  ],
  webAppCycleA: [
    'src/lib/__arch_cycle_a.ts',
    "import { b } from './__arch_cycle_b';\nexport const a = () => b;\n",
  ],
  webAppCycleB: [
    'src/lib/__arch_cycle_b.ts',
    "import { a } from './__arch_cycle_a';\nexport const b = () => a;\n",
  ],
  serverCycleA: [
    'server/src/cache/__arch_cycle_a.ts',
    "import { b } from './__arch_cycle_b';\nexport const a = () => b;\n",
  ],
  serverCycleB: [
    'server/src/cache/__arch_cycle_b.ts',
    "import { a } from './__arch_cycle_a';\nexport const b = () => a;\n",
  ],
  webAppToServer: [
    'src/lib/__arch_server.ts',
    "import type { OrderRecord } from '../../server/src/repositories/orders';\nexport type X = OrderRecord;\n",
  ],
  featureToTestKit: ['src/features/banners/__arch_kit.ts', "import '@/testing/bannersTestKit';\n"],
} as const;

type Case = keyof typeof CASES;
type ImportCase = keyof typeof IMPORT_CASES;

let broken: Record<Case, string[]>;
let refused: Record<ImportCase, string[]>;

interface Violation {
  from: string;
  rule: { name: string };
}

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

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null }[];
}

beforeAll(() => {
  const all = [...Object.values(CASES), ...Object.values(IMPORT_CASES)];
  for (const [file, code] of all) writeFileSync(path.join(ROOT, file), code);
  const output = run('node_modules/eslint/bin/eslint.js', [
    '--format',
    'json',
    // The scratch files are in no tsconfig; the layer rules do not need types.
    '--rule',
    '@typescript-eslint/no-floating-promises: off',
    '--rule',
    '@typescript-eslint/no-misused-promises: off',
    '--parser-options',
    'project: null',
    ...Object.values(CASES).map(([file]) => file),
  ]);
  const results = JSON.parse(output) as LintResult[];
  broken = Object.fromEntries(
    Object.entries(CASES).map(([name, [file]]) => {
      const result = results.find((entry) => entry.filePath === path.join(ROOT, file));
      return [name, (result?.messages ?? []).map((message) => message.ruleId ?? 'parse error')];
    }),
  ) as Record<Case, string[]>;

  const cruised = run('node_modules/dependency-cruiser/bin/dependency-cruise.mjs', [
    '--config',
    '.dependency-cruiser.mjs',
    '--output-type',
    'json',
    ...Object.values(IMPORT_CASES).map(([file]) => file),
  ]);
  const { violations } = (JSON.parse(cruised) as { summary: { violations: Violation[] } }).summary;
  refused = Object.fromEntries(
    Object.entries(IMPORT_CASES).map(([name, [file]]) => [
      name,
      violations.filter((violation) => violation.from === file).map(({ rule }) => rule.name),
    ]),
  ) as Record<ImportCase, string[]>;
});

afterAll(() => {
  for (const [file] of [...Object.values(CASES), ...Object.values(IMPORT_CASES)]) {
    rmSync(path.join(ROOT, file), { force: true });
  }
});

describe('layer rules', () => {
  it('refuse a feature importing another feature', () => {
    expect(broken.featureToFeature).toContain('import-x/no-restricted-paths');
  });

  it('refuse a feature importing app/ beyond its typed hooks', () => {
    expect(broken.featureToStore).toContain('import-x/no-restricted-paths');
    expect(broken.featureToHooks).toEqual([]);
  });

  it('refuse a lower layer importing a feature or the app', () => {
    expect(broken.libToFeature).toContain('import-x/no-restricted-paths');
    expect(broken.componentToApp).toContain('import-x/no-restricted-paths');
  });

  it('refuse a component importing a hook of hooks/ (hooks/ sit above components/)', () => {
    expect(broken.componentToHooks).toContain('import-x/no-restricted-paths');
  });
});

describe("the server's floors and the trees", () => {
  it('refuse a floor importing one above it', () => {
    expect(refused.serverDbToRepository).toContain('no-upward-import');
    expect(refused.serverRepositoryToHttp).toContain('no-upward-import');
    expect(refused.serverLibToRoute).toContain('no-upward-import');
  });

  it('let a floor import the ones below it', () => {
    expect(refused.serverRouteToRepository).toEqual([]);
  });

  it('refuse an import cycle, in the web app as in the server', () => {
    expect(refused.webAppCycleA).toContain('no-circular');
    expect(refused.serverCycleA).toContain('no-circular');
  });

  it("refuse the web app importing the server, even a type, or the tests' kit", () => {
    expect(refused.webAppToServer).toContain('web-app-without-server');
    expect(refused.featureToTestKit).toContain('app-without-test-kits');
  });
});
