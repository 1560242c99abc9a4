/**
 * The dashboard's numbers (GET /admin/stats, docs/api.md#shop-numbers) at the bench's size:
 * answer times for the ranges the dashboard asks for, one request at a time and from several
 * clients at once (issue target: 200 ms), and the JavaScript the dashboard loads beyond the
 * sign-in page's, gzip -9.
 */
import type { Browser, Page } from '@playwright/test';

import { freshContext, signIn } from './browser';
import { progress, result } from './log';
import { gzipSize } from './login';
import { adminToken, type BenchServer } from './server';
import { count, kb, p50p95 } from './stats';

const DAY_MS = 86_400_000;
const SEQUENTIAL = 60;
const CLIENTS = 5;

/** The last `days` days to today, UTC, as the dashboard's period picker asks for them. */
function lastDays(days: number): string {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return `from=${day(Date.now() - (days - 1) * DAY_MS)}&to=${day(Date.now())}`;
}

async function timedStats(url: URL, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url.pathname}${url.search} answered ${response.status}`);
  return performance.now() - started;
}

async function answerTimes(server: BenchServer, token: string): Promise<void> {
  const { orders } = server.dataset;
  for (const [label, days] of [
    ['30 days', 30],
    ['7 days', 7],
    ['366 days', 366],
  ] as const) {
    const url = new URL(`/admin/stats?${lastDays(days)}`, server.url);
    await timedStats(url, token);
    const times: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i += 1) times.push(await timedStats(url, token));
    result(
      `stats: GET /admin/stats (${label}) ${p50p95(times)}, one at a time ` +
        `(${SEQUENTIAL} requests; ${count(orders)} orders; target ≤ 200 ms)`,
    );
  }
  const url = new URL(`/admin/stats?${lastDays(90)}`, server.url);
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let i = 0; i < SEQUENTIAL / CLIENTS; i += 1) times.push(await timedStats(url, token));
    }),
  );
  result(
    `stats: GET /admin/stats (90 days) ${p50p95(times)} with ${CLIENTS} clients at once ` +
      `(${SEQUENTIAL} requests)`,
  );
}

/** The JS paths a page has loaded so far (Resource Timing). */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );

/**
 * The JS that opening the dashboard adds: signed in on another screen (Banner Management, whose
 * grid the dashboard does not use), then to the dashboard by its sidebar link, until its charts
 * show. Also the size of the dashboard's own named chunks.
 */
async function dashboardScripts(browser: Browser, url: string): Promise<void> {
  const context = await freshContext(browser, url);
  try {
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/banner-management');
    await page.getByRole('grid', { name: 'Banners' }).waitFor();
    await page.waitForLoadState('networkidle');
    const before = new Set(await loadedScripts(page));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page.locator('.MuiBarChart-element').first().waitFor();
    const added = (await loadedScripts(page)).filter((script) => !before.has(script));
    const sum = (scripts: readonly string[]) =>
      kb(scripts.reduce((total, script) => total + gzipSize(script), 0));
    const own = added.filter((script) => /\/dashboard(-charts)?\.[0-9a-f]+\.js$/.test(script));
    progress(`stats: scripts the dashboard added: ${added.join(' ')}`);
    result(
      `stats: opening the dashboard loads ${sum(added)} gzip -9 of JS (${added.length} scripts; ` +
        `its own chunks dashboard and dashboard-charts ${sum(own)}, the rest the charts library)`,
    );
  } finally {
    await context.close();
  }
}

export async function benchStats(server: BenchServer, browser: Browser): Promise<void> {
  progress('stats: GET /admin/stats, and the dashboard chunk…');
  await answerTimes(server, await adminToken(server.url));
  await dashboardScripts(browser, server.url);
}
