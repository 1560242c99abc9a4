/**
 * What a script-payload test checked (support/xss.ts), carried to figuresReporter.ts as a test
 * annotation: a module of its own, since a reporter must not load the test fixtures.
 */
export interface XssChecks {
  /** Screens found showing payloads with nothing run. */
  screens: number;
  /** HTML answers whose CSP was checked. */
  htmlAnswers: number;
}

export const XSS_ANNOTATION = 'xss-checks';
