/**
 * axe-core scans (WCAG 2.x A and AA rules and axe's best practices). A serious or critical
 * violation fails the test, printed one node per line; lesser ones are only recorded. Every
 * scan leaves an `axe` annotation (counts and rule ids) and attaches the full result.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const FAILING_IMPACTS = new Set(['serious', 'critical']);

function describe(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    at ${node.target.join(' ')}\n       ${node.failureSummary?.replace(/\n/g, '\n       ')}`,
        )
        .join('\n');
      const more =
        violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * Waits until the finite transitions on screen (a dialog fading in) have finished, so that
 * colours are scanned at full opacity; endless ones (spinners) are left alone. At most 3 s.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]);
  });
}

/**
 * While a dialog is open, the page behind it is inert and was scanned before the dialog opened:
 * the scan then covers the dialogs alone, in half the time of the whole page.
 */
const DIALOG = '[role="dialog"]';

export async function scanAccessibility(page: Page, testInfo: TestInfo, label: string) {
  await settle(page);
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  const dialogOpen = await page.locator(DIALOG).first().isVisible();
  const results = await (dialogOpen ? builder.include(DIALOG) : builder).analyze();
  const failing = results.violations.filter((violation) =>
    FAILING_IMPACTS.has(violation.impact ?? ''),
  );
  const minor = results.violations.filter((violation) => !failing.includes(violation));
  const ids = (violations: Violation[]) =>
    violations.map((violation) => `${violation.id}(${violation.impact})`).join(', ') || 'none';

  testInfo.annotations.push({
    type: 'axe',
    description: `${label}${dialogOpen ? ' (the dialog)' : ''}: ${failing.length} serious/critical [${ids(failing)}]; ${minor.length} minor/moderate [${ids(minor)}]; ${results.passes.length} rules passed`,
  });
  await testInfo.attach(`axe – ${label}`, {
    body: JSON.stringify({ url: page.url(), violations: results.violations }, null, 2),
    contentType: 'application/json',
  });
  expect
    .soft(
      failing.length,
      `Serious or critical accessibility violations on "${label}" (${page.url()}):\n${describe(failing)}`,
    )
    .toBe(0);
}
