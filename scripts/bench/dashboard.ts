/**
 * The dashboard's numbers (GET /admin/stats, docs/api.md#shop-numbers) at the bench's size:
 * answer times for the ranges the dashboard asks for, one request at a time and from several
 * clients at once (target: docs/benchmarks.md), and the JavaScript the dashboard loads,
 * gzip -9: beyond the sign-in page's, and beyond another screen's.
 */
import path from 'node:path';

import type { Browser, Page } from '@playwright/test';

import { freshContext, signIn, submitSignIn } from './browser';
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

/** Until the dashboard's charts show: the last of what it draws. */
const chartsShown = (page: Page) => page.locator('.MuiBarChart-element').first().waitFor();

/** The scripts loaded while `step` brings the dashboard up that the page had not loaded before. */
async function scriptsAdded(page: Page, step: () => Promise<void>): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const before = new Set(await loadedScripts(page));
  await step();
  await chartsShown(page);
  return (await loadedScripts(page)).filter((script) => !before.has(script));
}

const gzipKb = (scripts: readonly string[]) =>
  kb(scripts.reduce((total, script) => total + gzipSize(script), 0));

/** The dashboard's own chunks (webpack names them); the numbered ones are shared or vendors'. */
const OWN_CHUNK = /\/dashboard(-charts)?\.[0-9a-f]+\.js$/;
const NUMBERED_CHUNK = /\/\d+\.[0-9a-f]+\.js$/;

/** What a list of scripts is made of: the dashboard's chunks, other named ones, numbered ones. */
function breakdown(scripts: readonly string[]): string {
  const own = scripts.filter((script) => OWN_CHUNK.test(script));
  const numbered = scripts.filter((script) => NUMBERED_CHUNK.test(script));
  const named = scripts.filter((script) => !own.includes(script) && !numbered.includes(script));
  const names = named.map((script) => path.basename(script).replace(/\.[0-9a-f]+\.js$/, ''));
  return [
    `${scripts.length} scripts: the chunks dashboard and dashboard-charts ${gzipKb(own)}`,
    ...(named.length > 0 ? [`the app's chunks ${names.join(', ')} ${gzipKb(named)}`] : []),
    `shared and library chunks ${gzipKb(numbered)}`,
  ].join(', ');
}

/**
 * The JS the dashboard loads, gzip -9 from dist/, measured two ways in fresh contexts: signing in
 * from the login page (everything beyond what the login page loaded: the app's frame and the
 * dashboard), and opening it by its sidebar link from another screen (Banner Management, whose
 * grid the dashboard does not use): the dashboard alone.
 */
async function dashboardScripts(browser: Browser, url: string): Promise<void> {
  const measure = async (
    label: string,
    beyond: string,
    steps: (page: Page) => Promise<string[]>,
  ) => {
    const context = await freshContext(browser, url);
    try {
      const added = await steps(await context.newPage());
      progress(`stats: scripts added ${label}: ${added.join(' ')}`);
      result(
        `stats: ${label} loads ${gzipKb(added)} gzip -9 of JS ${beyond} (${breakdown(added)})`,
      );
    } finally {
      await context.close();
    }
  };
  await measure('signing in to the dashboard', "beyond the login page's", async (page) => {
    await page.goto('/admin-login');
    return scriptsAdded(page, () => submitSignIn(page));
  });
  await measure(
    'opening the dashboard from another screen',
    "beyond Banner Management's",
    async (page) => {
      await signIn(page);
      await page.goto('/banner-management');
      await page.getByRole('grid', { name: 'Banners' }).waitFor();
      return scriptsAdded(page, () =>
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Dashboard' })
          .click(),
      );
    },
  );
}

/** The API's answer times first, without a browser; then the JS, in one. */
export async function benchStats(
  server: BenchServer,
  browser: () => Promise<Browser>,
): Promise<void> {
  progress('stats: GET /admin/stats, and the dashboard chunk…');
  await answerTimes(server, await adminToken(server.url));
  await dashboardScripts(await browser(), server.url);
}
