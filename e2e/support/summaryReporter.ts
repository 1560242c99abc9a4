/**
 * One closing line for the suite: `e2e: N passed, M failed, F flaky, S skipped`, and the title
 * of every test that failed or passed only on a retry (a flaky pass is still a finding).
 */
import type { FullResult, Reporter, TestCase } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private readonly tests: TestCase[] = [];

  onTestEnd(test: TestCase): void {
    if (!this.tests.includes(test)) this.tests.push(test);
  }

  onEnd(result: FullResult): void {
    const by = (outcome: ReturnType<TestCase['outcome']>) =>
      this.tests.filter((test) => test.outcome() === outcome);
    const title = (test: TestCase) => test.titlePath().filter(Boolean).slice(1).join(' › ');
    const failed = by('unexpected');
    const flaky = by('flaky');
    const lines = [
      `e2e: ${by('expected').length} passed, ${failed.length} failed, ${flaky.length} flaky, ` +
        `${by('skipped').length} skipped (${result.status})`,
      ...failed.map((test) => `  failed: ${title(test)}`),
      ...flaky.map((test) => `  flaky (passed only on retry): ${title(test)}`),
    ];
    process.stdout.write(`\n${lines.join('\n')}\n`);
  }
}
