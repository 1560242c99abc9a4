/**
 * Order Management as the benchmark drives it: a fresh, signed-in context (in client mode with
 * config.js answered as `lists: 'client'`, the server untouched), opening the screen from
 * the sidebar or by its address, and the toolbar's search box, the pager and the column headers.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';

import { freshContext, signIn } from './browser';
import { firstRowsAfterInput, firstRowsAfterNavigation, installGridWatch } from './gridWatch';

export type ListsMode = 'server' | 'client';

// The build minifies config.js: lists:"server".
const LISTS_SETTING = /lists\s*:\s*(['"])(server|client)\1/;

/**
 * Serves config.js as built, but with the `lists` setting asked for, where the served one names
 * the other: a routed request is answered by this process, and config.js is a script the page
 * waits for, so routing it when nothing changes would time the bench's round trip into every
 * page load.
 */
async function overrideLists(context: BrowserContext, url: string, mode: ListsMode) {
  const served = await (await fetch(new URL('/config.js', url))).text();
  const setting = LISTS_SETTING.exec(served);
  if (!setting) throw new Error(`config.js has no lists setting: ${served}`);
  if (setting[2] === mode) return;
  const body = served.replace(LISTS_SETTING, `lists:'${mode}'`);
  await context.route('**/config.js', async (route) => {
    await route.fulfill({ response: await route.fetch(), body });
  });
}

/** A new context, signed in, on the dashboard, with the grid watcher in every page it loads. */
export async function signedInPage(browser: Browser, url: string, mode: ListsMode) {
  const context = await freshContext(browser, url);
  await overrideLists(context, url, mode);
  await context.addInitScript(installGridWatch);
  const page = await context.newPage();
  await signIn(page);
  return { context, page };
}

/** Clicks the sidebar's Order Management link; the ms from the click to the first rows. */
export async function openOrders(page: Page): Promise<number> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Order Management' })
    .click();
  return firstRowsAfterInput(page, 180_000);
}

/**
 * Opens Order Management by its address, as a bookmark or a reload does: the ms from the
 * navigation to the first rows, and to the orders request's start.
 */
export async function openOrdersByAddress(page: Page) {
  await page.goto('/order-management', { waitUntil: 'commit' });
  return firstRowsAfterNavigation(page, 180_000);
}

export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search orders' });

export const nextPageButton = (page: Page) =>
  page.getByRole('button', { name: 'Go to next page', exact: true });

/** A column header's title: a click sorts by it (ascending, then descending). */
export const columnTitle = (page: Page, column: string) =>
  page
    .getByRole('columnheader')
    .locator('.MuiDataGrid-columnHeaderTitle')
    .getByText(column, { exact: true });

/** Keys that type and then erase each word: every prefix is a search of its own. */
export function typingKeys(words: readonly string[]): string[] {
  return words.flatMap((word) => [...word, ...Array<string>(word.length).fill('Backspace')]);
}

/** The sortable columns of Order Management, as their headers read. */
export const SORTED_COLUMNS = ['Order ID', 'User', 'Email', 'Product', 'Amount', 'Status', 'Date'];
