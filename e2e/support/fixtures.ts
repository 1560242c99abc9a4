/**
 * The suite's `test`: every browser context a test opens is watched, and the test fails when a
 * page had an uncaught error, logged a console error, or a request failed or answered 400 or
 * more — unless the test declared that it provokes exactly that (`problems.expect(...)`).
 * It also gives each test `axe(label)`, the accessibility scan of what is on screen.
 */
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test';
import { scanAccessibility } from './a11y';
import { ProblemWatcher } from './problems';

export type { ExpectedFailure } from './problems';

interface Fixtures {
  /** Declare provoked failures: `problems.expect({ url: '/admin/admin-login', status: 401 })`. */
  problems: ProblemWatcher;
  /** Scans the page as it is now; fails the test (softly) on a serious or critical violation. */
  axe: (label: string) => Promise<void>;
  /** A new, empty browser context (a new tab session) with the suite's options, watched too. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  problems: async ({}, use) => {
    const watcher = new ProblemWatcher();
    await use(watcher);
    const unexpected = watcher.unexpected();
    expect(
      unexpected,
      `The browser reported errors or failed requests the test did not expect:\n${unexpected.join('\n')}`,
    ).toEqual([]);
  },

  context: async ({ context, problems }, use) => {
    problems.watch(context);
    await use(context);
    problems.closingContext(context);
  },

  newContext: async ({ browser, problems }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await openContext(browser, testInfo.project.use, options);
      problems.watch(context);
      contexts.push(context);
      return context;
    });
    for (const context of contexts) {
      problems.closingContext(context);
      await context.close();
    }
  },

  axe: async ({ page }, use, testInfo) => {
    await use((label) => scanAccessibility(page, testInfo, label));
  },
});

function openContext(
  browser: Browser,
  use: BrowserContextOptions,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const { baseURL, viewport, locale, timezoneId } = use;
  return browser.newContext({ baseURL, viewport, locale, timezoneId, ...options });
}

export { expect };
