/**
 * Login: how much JS arrives before the sign-in form shows, and how long after navigation its
 * password field is visible; then the same until the page's code has taken the form over (the
 * page is first sent as HTML: docs/decisions.md#login-first). Each load is a fresh context
 * (empty cache); one warm-up first. "Before": the scripts whose response ended before that
 * moment (Resource Timing), their size gzip -9 computed from dist/ and their bytes on the wire.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import type { Browser } from '@playwright/test';

import { SIGN_IN_PAGE_READY_MARK } from '../../src/lib/prerenderedPage';
import { freshContext } from './browser';
import { progress, result } from './log';
import { ROOT } from './server';
import { kb, median, ms } from './stats';

interface Script {
  path: string;
  transferSize: number;
  responseEnd: number;
}

interface LoadTiming {
  /** When the password field was first painted, in ms from navigation start. */
  visibleAt: number;
  /** When the page's code had taken the form over. */
  readyAt: number;
  scripts: Script[];
}

/** In the page, before its own scripts: notes the frame that first shows a password field. */
function watchPasswordField(): void {
  const bench = window as Window & { benchPasswordAt?: number };
  const observer = new MutationObserver(() => {
    const field = document.querySelector('input[type=password]');
    if (!field || !field.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      return;
    }
    observer.disconnect();
    requestAnimationFrame(() => (bench.benchPasswordAt = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

async function loadOnce(browser: Browser, url: string): Promise<LoadTiming> {
  const context = await freshContext(browser, url);
  try {
    await context.addInitScript(watchPasswordField);
    const page = await context.newPage();
    await page.goto('/admin-login', { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => (window as Window & { benchPasswordAt?: number }).benchPasswordAt,
    );
    const visibleAt = (await handle.jsonValue()) ?? NaN;
    const ready = await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark)[0]?.startTime,
      SIGN_IN_PAGE_READY_MARK,
    );
    const readyAt = (await ready.jsonValue()) ?? NaN;
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => 'responseEnd' in entry)
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          transferSize: entry.transferSize,
          responseEnd: entry.responseEnd,
        })),
    );
    return { visibleAt, readyAt, scripts };
  } finally {
    await context.close();
  }
}

const gzipped = new Map<string, number>();

/** The file's size gzip -9, from the build in dist/. */
export function gzipSize(urlPath: string): number {
  let size = gzipped.get(urlPath);
  if (size === undefined) {
    const file = path.join(ROOT, 'dist', decodeURIComponent(urlPath));
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipped.set(urlPath, size);
  }
  return size;
}

export async function benchLogin(browser: Browser, url: string, loads: number): Promise<void> {
  progress(`login: 1 warm-up + ${loads} loads, each in a fresh context…`);
  await loadOnce(browser, url);
  const timings: LoadTiming[] = [];
  for (let i = 0; i < loads; i += 1) timings.push(await loadOnce(browser, url));

  const jsBefore = (moment: 'visibleAt' | 'readyAt') => {
    const loaded = timings.map((load) =>
      load.scripts.filter((script) => script.responseEnd <= load[moment]),
    );
    const gzip = loaded.map((scripts) => scripts.reduce((sum, s) => sum + gzipSize(s.path), 0));
    const wire = loaded.map((scripts) => scripts.reduce((sum, s) => sum + s.transferSize, 0));
    return (
      `${kb(median(gzip))} gzip -9 of JS (${median(loaded.map((scripts) => scripts.length))} ` +
      `scripts, ${kb(median(wire))} on the wire)`
    );
  };
  const last = timings.at(-1);
  if (last) progress(`login: scripts: ${last.scripts.map((s) => s.path).join(' ')}`);
  result(
    `login: password field visible median ${ms(median(timings.map((load) => load.visibleAt)))}` +
      ` after ${jsBefore('visibleAt')} (${loads} loads)`,
  );
  result(
    `login: form taken over by its code median ${ms(median(timings.map((load) => load.readyAt)))}` +
      ` after ${jsBefore('readyAt')}`,
  );
}
