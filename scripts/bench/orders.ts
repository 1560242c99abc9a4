/**
 * Order Management at a large shop's scale, in one of the two list modes: opening the screen,
 * then (in one signed-in tab) the search typed and erased a key at a time, in server mode the
 * next page and each column's sort, the tab's JS heap after it all, and in server mode the
 * screen opened by its address.
 */
import type { Browser, Page } from '@playwright/test';

import { SEARCH_DEBOUNCE_MS } from '@/lib/listParams';

import { heapAfterGc } from './browser';
import { timeAction, type Settle, type Timed } from './gridWatch';
import { progress, result } from './log';
import {
  columnTitle,
  nextPageButton,
  openOrders,
  openOrdersByAddress,
  searchBox,
  signedInPage,
  SORTED_COLUMNS,
  typingKeys,
  type ListsMode,
} from './ordersScreen';
import type { BenchServer } from './server';
import { count, mb, median, ms, p50p95 } from './stats';

/**
 * Typed and erased a key at a time: 30 keystrokes, every prefix a search of its own. Erasing
 * gives searches the app has cached; a few keys change nothing on screen ('kapoo' finds what
 * 'kapoor' does) and are not timed.
 */
const SEARCH_WORDS = ['meera', 'kapoor', 'nair'];

const SETTLE: Record<'search' | 'click', Record<ListsMode, Settle>> = {
  search: {
    server: { minWaitMs: SEARCH_DEBOUNCE_MS + 350, quietMs: 250 },
    client: { minWaitMs: 300, quietMs: 300 },
  },
  click: {
    server: { minWaitMs: 300, quietMs: 250, expectChange: true },
    client: { minWaitMs: 300, quietMs: 300, expectChange: true },
  },
};

export interface OrdersBenchOptions {
  /** Fresh contexts that open the screen. */
  opens: number;
  /** Next-page clicks, and as many sorts (at least). */
  clicks: number;
}

async function timeAll(page: Page, actions: Array<() => Promise<void>>, settle: Settle) {
  const timed: Timed[] = [];
  for (const act of actions) timed.push(await timeAction(page, act, settle));
  const samples = timed.flatMap(({ ms }) => (ms === undefined ? [] : [ms]));
  // Each action in order: its ms, '–' when it changed nothing on screen, and in brackets when
  // the last list request it made had been answered.
  const each = timed.map(({ ms, answeredMs }) =>
    [
      ms === undefined ? '–' : Math.round(ms),
      answeredMs === undefined ? '' : `(${Math.round(answeredMs)})`,
    ].join(''),
  );
  progress(`ms (answered): ${each.join(' ')}`);
  return {
    samples,
    summary: `${p50p95(samples)} (${samples.length} timed`,
    unchanged: timed.length - samples.length,
    cached: timed.filter(({ requests }) => requests === 0).length,
  };
}

async function timeOpens(browser: Browser, server: BenchServer, mode: ListsMode, opens: number) {
  const times: number[] = [];
  for (let i = 0; i < opens; i += 1) {
    const session = await signedInPage(browser, server.url, mode);
    times.push(await openOrders(session.page));
    if (i === opens - 1) return { times, ...session };
    await session.context.close();
  }
  throw new Error('opens must be at least 1');
}

async function timeSearch(page: Page, tag: string, mode: ListsMode): Promise<void> {
  const keys = typingKeys(SEARCH_WORDS);
  progress(`${tag}: typing and erasing ${SEARCH_WORDS.join(', ')} (${keys.length} keystrokes)…`);
  await searchBox(page).click();
  const acts = keys.map((key) => () => page.keyboard.press(key));
  const { summary, unchanged, cached } = await timeAll(page, acts, SETTLE.search[mode]);
  const debounce = mode === 'server' ? `, incl. the ${SEARCH_DEBOUNCE_MS} ms debounce` : '';
  const requests = mode === 'server' ? `; ${cached} answered without a request` : '';
  result(
    `${tag} search: keystroke → rows ${summary} of ${keys.length} keystrokes${debounce}` +
      `${requests}; ${unchanged} changed nothing on screen)`,
  );
}

async function timePagesAndSorts(page: Page, tag: string, clicks: number): Promise<void> {
  progress(`${tag}: ${clicks} next pages, then each column sorted up and down…`);
  const next = Array.from({ length: clicks }, () => () => nextPageButton(page).click());
  const pages = await timeAll(page, next, SETTLE.click.server);
  result(`${tag} page: next page → rows ${pages.summary} next-page clicks)`);

  const rounds = Math.max(1, Math.ceil(clicks / (2 * SORTED_COLUMNS.length)));
  const sorts = Array.from({ length: rounds }, () =>
    SORTED_COLUMNS.flatMap((column) => [1, 2].map(() => () => columnTitle(page, column).click())),
  ).flat();
  const sorted = await timeAll(page, sorts, SETTLE.click.server);
  result(`${tag} sort: header click → rows ${sorted.summary} header clicks, up and down)`);
}

/**
 * Opens the screen by its address `opens` times in the signed-in tab, after one open that puts
 * its chunk in the cache: a bookmark or a reload, the assets cached.
 */
async function timeAddressOpens(page: Page, tag: string, opens: number): Promise<void> {
  progress(`${tag}: opening Order Management by its address ${opens} times, its assets cached…`);
  await openOrdersByAddress(page);
  const opened: Array<{ rowsAt: number; requestAt: number }> = [];
  for (let i = 0; i < opens; i += 1) opened.push(await openOrdersByAddress(page));
  const rows = opened.map(({ rowsAt }) => rowsAt);
  progress(
    `ms (request left): ${opened.map((o) => `${Math.round(o.rowsAt)}(${Math.round(o.requestAt)})`).join(' ')}`,
  );
  const left = median(opened.map(({ requestAt }) => requestAt));
  result(
    `${tag} address: address → first rows median ${ms(median(rows))} ` +
      `(${opens} opens, assets cached; the orders request left at ${ms(left)})`,
  );
}

export async function benchOrders(
  browser: Browser,
  server: BenchServer,
  mode: ListsMode,
  { opens, clicks }: OrdersBenchOptions,
): Promise<void> {
  const tag = `orders-${mode}`;
  const { orders, users } = server.dataset;
  const size = `${count(orders)} orders, ${count(users)} users`;
  progress(`${tag}: opening Order Management ${opens} times, each in a new signed-in context…`);
  const { times, context, page } = await timeOpens(browser, server, mode, opens);
  try {
    result(
      `${tag} rows: sidebar click → first rows median ${ms(median(times))} ` +
        `(${opens} opens, first ${ms(times[0] ?? NaN)}; ${size})`,
    );
    // What the screen still loads after its first rows, in client mode: the users, while the
    // buyers read 'Loading...'. The live stream never lets the network go idle.
    if (mode === 'client') {
      await page.getByRole('gridcell', { name: 'Loading...' }).first().waitFor({
        state: 'detached',
        timeout: 180_000,
      });
    }
    await timeSearch(page, tag, mode);
    if (mode === 'server') await timePagesAndSorts(page, tag, clicks);
    result(`${tag} heap: ${mb(await heapAfterGc(page))} of JS heap after a full GC, at the end`);
    if (mode === 'server') await timeAddressOpens(page, tag, opens);
  } finally {
    await context.close();
  }
}
