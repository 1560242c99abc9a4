/**
 * The watcher behind the suite's `test` (fixtures.ts): it records what goes wrong in the browser
 * contexts it watches — an uncaught page error, a console error, a request that failed or
 * answered 400 or more — and reports what the test did not declare that it provokes.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';

/** A failure a test provokes on purpose, e.g. `{ url: '/admin/admin-login', status: 401 }`. */
export interface ExpectedFailure {
  /** A part of the request's URL, or a pattern for it. */
  url: string | RegExp;
  /** The HTTP status; leave out for a request that fails without an answer. */
  status?: number;
  method?: string;
}

/**
 * A thumbnail of a row on one of the shared server's lists, gone: a test running beside the one
 * that shows the list may delete that row, image and all, while the page loads it (the row shows
 * the placeholder until the live change removes it).
 */
export const SHARED_THUMBNAIL_GONE: ExpectedFailure = {
  url: /\/media\/[0-9a-f]+\.png$/,
  status: 404,
};

interface Problem {
  kind: 'pageerror' | 'console' | 'requestfailed' | 'response';
  text: string;
  url?: string;
  status?: number;
  method?: string;
}

const urlMatches = (pattern: string | RegExp, url: string) =>
  typeof pattern === 'string' ? url.includes(pattern) : pattern.test(url);

/**
 * The live changes' stream (docs/api.md#live-changes) is open for as long as the session: the app
 * closes it at sign-out, which the browser reports as an abort like any request it cancels.
 */
const SESSION_LONG = /\/admin\/events$/;

/** How long after a navigation ends a request it cut short may still report its abort. */
const ABORT_GRACE_MS = 500;

export class ProblemWatcher {
  private readonly problems: Problem[] = [];
  private readonly expected: ExpectedFailure[] = [];
  private readonly allowedConsole: RegExp[] = [];
  private readonly closing = new WeakSet<BrowserContext>();
  private navigations = 0;
  private lastNavigationEnd = 0;

  /** Declares a failed request the test provokes (and the console error Chromium logs for it). */
  expect(...failures: ExpectedFailure[]): void {
    this.expected.push(...failures);
  }

  /** Declares a console error the product logs on purpose in the provoked situation. */
  allowConsole(...patterns: RegExp[]): void {
    this.allowedConsole.push(...patterns);
  }

  watch(context: BrowserContext): void {
    const open = () => !this.closing.has(context);
    context.on('weberror', (error) => {
      if (!open()) return;
      this.problems.push({ kind: 'pageerror', text: error.error().stack ?? String(error.error()) });
    });
    context.on('console', (message) => {
      if (!open() || message.type() !== 'error') return;
      this.problems.push({ kind: 'console', text: message.text(), url: message.location().url });
    });
    context.on('requestfailed', (request) => {
      if (open()) this.onRequestFailed(request);
    });
    context.on('response', (response) => {
      if (!open() || response.status() < 400) return;
      const request = response.request();
      this.problems.push({
        kind: 'response',
        text: `${request.method()} ${response.url()} → ${response.status()}`,
        url: response.url(),
        status: response.status(),
        method: request.method(),
      });
    });
    for (const page of context.pages()) this.trackNavigations(page);
    context.on('page', (page) => this.trackNavigations(page));
  }

  /**
   * A document navigation (goto, reload, back) cancels what the old document was still
   * loading (the favicon, a lazy image, a pending call): those aborts are the browser's
   * doing, not failures. Every other abort, and every other failure, counts.
   */
  private trackNavigations(page: Page): void {
    for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
      (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
        this.navigations += 1;
        try {
          return await original(...args);
        } finally {
          this.navigations -= 1;
          this.lastNavigationEnd = Date.now();
        }
      };
    }
  }

  private onRequestFailed(request: Request): void {
    const errorText = request.failure()?.errorText ?? 'failed';
    const duringNavigation =
      this.navigations > 0 || Date.now() - this.lastNavigationEnd < ABORT_GRACE_MS;
    const sessionLong = SESSION_LONG.test(new URL(request.url()).pathname);
    if (errorText === 'net::ERR_ABORTED' && (duringNavigation || sessionLong)) return;
    this.problems.push({
      kind: 'requestfailed',
      text: `${request.method()} ${request.url()} ${errorText}`,
      url: request.url(),
      method: request.method(),
    });
  }

  private isExpected(problem: Problem): boolean {
    const matchesFailure = (failure: ExpectedFailure) =>
      problem.url !== undefined &&
      urlMatches(failure.url, problem.url) &&
      (failure.method === undefined || failure.method === problem.method);
    switch (problem.kind) {
      case 'response':
        return this.expected.some(
          (failure) => matchesFailure(failure) && failure.status === problem.status,
        );
      case 'requestfailed':
        return this.expected.some(
          (failure) => matchesFailure(failure) && failure.status === undefined,
        );
      case 'console':
        // Chromium logs every HTTP error answer as "Failed to load resource: ... status of N".
        return (
          this.allowedConsole.some((pattern) => pattern.test(problem.text)) ||
          this.expected.some(
            (failure) =>
              problem.url !== undefined &&
              urlMatches(failure.url, problem.url) &&
              /Failed to load resource/.test(problem.text),
          )
        );
      default:
        return false;
    }
  }

  /** Closing a context cancels what its pages were loading: nothing after this counts. */
  closingContext(context: BrowserContext): void {
    this.closing.add(context);
  }

  /** Everything that went wrong and was not declared, one line each. */
  unexpected(): string[] {
    return this.problems
      .filter((problem) => !this.isExpected(problem))
      .map((problem) => `${problem.kind}: ${problem.text}`);
  }
}
