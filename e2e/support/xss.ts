/**
 * What the script-payload specs share (docs/security.md): the payloads, each
 * setting a `window` flag if it ever runs, and a `scripts` fixture that records every dialog
 * the page opens and, when the test ends, checks that every HTML answer carried a
 * Content-Security-Policy forbidding inline script. What each test checked is annotated on it,
 * for the suite's figure line (figuresReporter.ts).
 */
import type { Page, Response } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { XSS_ANNOTATION, type XssChecks } from './xssChecks';

export const PAYLOADS = [
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<script>window.__xss=(window.__xss||0)+1</script>',
  '"><svg onload="window.__xss=(window.__xss||0)+1">',
] as const;

/** `javascript:` links as an attacker would vary them. */
export const LINKS = [
  'javascript:window.__xss=1',
  'JaVaScRiPt:window.__xss=1',
  ' javascript:window.__xss=1',
] as const;

/** A 1×1 PNG. */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export interface ScriptWatch {
  /** Nothing ran on the page: no flag, no dialog, and no link to a script. */
  expectNothingRan(): Promise<void>;
}

async function nothingRan(page: Page, dialogs: readonly string[]) {
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
}

function expectScriptPolicy(htmlAnswers: readonly Response[]) {
  expect(htmlAnswers.length).toBeGreaterThan(0);
  for (const answer of htmlAnswers) {
    const policy = answer.headers()['content-security-policy'] ?? '';
    const scripts =
      /script-src ([^;]*)/.exec(policy)?.[1] ?? /default-src ([^;]*)/.exec(policy)?.[1];
    expect({ url: answer.url(), scripts }).toEqual({
      url: answer.url(),
      scripts: expect.any(String),
    });
    expect(scripts).not.toContain("'unsafe-inline'");
  }
}

export const test = base.extend<{ scripts: ScriptWatch }>({
  // Automatic, so that it watches the sign-in's page load too.
  scripts: [
    async ({ page }, use, testInfo) => {
      const dialogs: string[] = [];
      const htmlAnswers: Response[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      page.on('response', (response) => {
        if ((response.headers()['content-type'] ?? '').startsWith('text/html')) {
          htmlAnswers.push(response);
        }
      });
      let screens = 0;
      await use({
        expectNothingRan: async () => {
          await nothingRan(page, dialogs);
          screens += 1;
        },
      });
      expectScriptPolicy(htmlAnswers);
      const checks: XssChecks = { screens, htmlAnswers: htmlAnswers.length };
      testInfo.annotations.push({ type: XSS_ANNOTATION, description: JSON.stringify(checks) });
    },
    { auto: true },
  ],
});

export { expect };
