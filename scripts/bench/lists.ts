/**
 * The lists an administrator types into, and the invoices, at a shop's scale (BENCH_LIST_ROWS
 * rows each; the invoices are the large dataset's paid gift-card orders). For each: its first
 * page, as the screen asks for it, under BENCH_API_CLIENTS clients in a steady state (after
 * BENCH_LIST_WARM_SECONDS of the same request), and its screen's first rows after a click on its
 * sidebar link, in a fresh signed-in context each time (nothing cached).
 */
import http from 'node:http';
import type { Browser } from '@playwright/test';

import { DEFAULT_PAGE_SIZE } from '@/lib/listParams';

import { firstRowsAfterInput } from './gridWatch';
import { progress, result } from './log';
import { signedInPage } from './ordersScreen';
import { adminToken, type BenchServer } from './server';
import { count, median, ms, percentile } from './stats';

export interface ListsBenchOptions {
  clients: number;
  seconds: number;
  warmSeconds: number;
  opens: number;
}

/** Each list's first page as its screen asks for it, and the screen's sidebar link. */
export const BENCHED_LISTS = [
  { path: '/admin/categories', screen: 'Manage Categories' },
  { path: '/admin/products', screen: 'Product Management' },
  { path: '/admin/wallet-payments', screen: 'Wallet Management' },
  { path: '/admin/blogs', screen: 'Blog Management' },
  { path: '/admin/invoices', screen: 'Payment Management' },
] as const;

type BenchedList = (typeof BENCHED_LISTS)[number];

const firstPage = (list: BenchedList) => `${list.path}?page=1&pageSize=${DEFAULT_PAGE_SIZE}`;

/** One GET to the last byte: its status, ms, and the list's total as the answer counts it. */
function timedGet(url: URL, headers: http.OutgoingHttpHeaders, agent: http.Agent) {
  const started = process.hrtime.bigint();
  return new Promise<{ status: number; ms: number; body: string }>((resolve) => {
    const request = http.get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on('error', () => resolve({ status: 0, ms: NaN, body: '' }));
  });
}

/** `clients` workers asking for the same first page for `seconds`: each answer's ms. */
async function load(url: URL, headers: http.OutgoingHttpHeaders, clients: number, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const times: number[] = [];
  let failures = 0;
  const deadline = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const { status, ms: took } = await timedGet(url, headers, agent);
      if (status === 200) times.push(took);
      else failures += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  agent.destroy();
  return { times, failures };
}

async function benchEndpoint(server: BenchServer, list: BenchedList, options: ListsBenchOptions) {
  const headers = { authorization: `Bearer ${await adminToken(server.url)}` };
  const url = new URL(firstPage(list), server.url);
  const once = await timedGet(url, headers, new http.Agent());
  const total = (JSON.parse(once.body || '{}') as { pagination?: { total?: number } }).pagination
    ?.total;
  progress(`lists: ${list.path} answered ${once.status}, ${count(total ?? 0)} rows; warming…`);
  await load(url, headers, options.clients, options.warmSeconds);
  const { times, failures } = await load(url, headers, options.clients, options.seconds);
  result(
    `lists api: GET ${list.path} first page p50 ${percentile(times, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(times, 99).toFixed(1)} ms, ` +
      `${(times.length / options.seconds).toFixed(0)} req/s (${options.clients} clients, ` +
      `steady; ${failures} failed; ${count(total ?? 0)} rows)`,
  );
}

async function benchScreen(
  browser: Browser,
  server: BenchServer,
  list: BenchedList,
  opens: number,
) {
  const times: number[] = [];
  for (let i = 0; i < opens; i += 1) {
    const { context, page } = await signedInPage(browser, server.url, 'server');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: list.screen })
      .click();
    times.push(await firstRowsAfterInput(page, 60_000));
    await context.close();
  }
  result(
    `lists screen: ${list.screen} sidebar click → first rows median ${ms(median(times))}, ` +
      `slowest ${ms(Math.max(...times))} (${opens} opens, each in a fresh context)`,
  );
}

export async function benchLists(
  server: BenchServer,
  browser: () => Promise<Browser>,
  options: ListsBenchOptions,
) {
  for (const list of BENCHED_LISTS) await benchEndpoint(server, list, options);
  for (const list of BENCHED_LISTS) await benchScreen(await browser(), server, list, options.opens);
}
