/**
 * The layers are enforced, not only described (docs/architecture.md#layers): ESLint refuses a feature
 * that imports another feature or the app, a lower layer that imports upward, and any import
 * cycle; in the reference server too (docs/architecture.md#the-reference-server), a floor that
 * imports one above it. Each case is a small file written where such code would live, linted by the project's
 * own ESLint in a child process (its config is an ES module, which Jest's sandbox cannot load),
 * then removed.
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
  cycleA: [
    'src/lib/__arch_cycle_a.ts',
    "import { b } from './__arch_cycle_b';\nexport const a = () => b;\n",
  ],
  cycleB: [
    'src/lib/__arch_cycle_b.ts',
    "import { a } from './__arch_cycle_a';\nexport const b = () => a;\n",
  ],
  serverDbToRepository: [
    'server/src/db/__arch_upward.ts',
    "import { findOrder } from '../repositories/orders';\nexport const x = findOrder;\n",
  ],
  serverHttpToCache: [
    'server/src/http/__arch_upward.ts',
    "import { ReadCache } from '../cache/readCache';\nexport const x = ReadCache;\n",
  ],
  serverRepositoryToRoute: [
    'server/src/repositories/__arch_upward.ts',
    "import { shopPageBody } from '../routes/shopPageReply';\nexport const x = shopPageBody;\n",
  ],
  serverRouteToRepository: [
    'server/src/routes/__arch_downward.ts',
    "import { findOrder } from '../repositories/orders';\nexport const x = findOrder;\n",
  ],
  serverCycleA: [
    'server/src/cache/__arch_cycle_a.ts',
    "import { b } from './__arch_cycle_b';\nexport const a = () => b;\n",
  ],
  serverCycleB: [
    'server/src/cache/__arch_cycle_b.ts',
    "import { a } from './__arch_cycle_a';\nexport const b = () => a;\n",
  ],
} as const;

type Case = keyof typeof CASES;

let broken: Record<Case, string[]>;

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null }[];
}

beforeAll(() => {
  for (const [file, code] of Object.values(CASES)) writeFileSync(path.join(ROOT, file), code);
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/eslint/bin/eslint.js'),
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
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
  } catch (error) {
    // ESLint exits 1 when it reports errors, which is what these cases expect.
    output = (error as { stdout: string }).stdout;
  }
  const results = JSON.parse(output) as LintResult[];
  broken = Object.fromEntries(
    Object.entries(CASES).map(([name, [file]]) => {
      const result = results.find((entry) => entry.filePath === path.join(ROOT, file));
      return [name, (result?.messages ?? []).map((message) => message.ruleId ?? 'parse error')];
    }),
  ) as Record<Case, string[]>;
}, 180_000);

afterAll(() => {
  for (const [file] of Object.values(CASES)) rmSync(path.join(ROOT, file), { force: true });
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

  it('refuse an import cycle', () => {
    expect(broken.cycleA).toContain('import-x/no-cycle');
  });
});

describe("the server's floors", () => {
  it('refuse a floor importing one above it', () => {
    expect(broken.serverDbToRepository).toContain('import-x/no-restricted-paths');
    expect(broken.serverHttpToCache).toContain('import-x/no-restricted-paths');
    expect(broken.serverRepositoryToRoute).toContain('import-x/no-restricted-paths');
  });

  it('let a floor import the ones below it', () => {
    expect(broken.serverRouteToRepository).toEqual([]);
  });

  it('refuse an import cycle', () => {
    expect(broken.serverCycleA).toContain('import-x/no-cycle');
  });
});
