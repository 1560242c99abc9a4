/**
 * Debian's Chromium, headless, as the end-to-end suite runs it; fresh contexts (no cache, no
 * session), signing in through the login form, and the page's JS heap after a garbage
 * collection.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { onCleanUp } from './cleanup';
import { ADMIN } from './server';

export interface BenchBrowser {
  browser: Browser;
  close: () => Promise<void>;
}

export async function launchBrowser(): Promise<BenchBrowser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  const close = onCleanUp(() => browser.close());
  return { browser, close };
}

/**
 * tsx compiles with esbuild's keepNames, which wraps a named inner function in `__name(fn, 'name')`:
 * functions handed to the page (init scripts, evaluate) then need that helper there too.
 */
const KEEP_NAMES_SHIM = 'globalThis.__name ??= (fn) => fn;';

/** A context of its own: empty cache, no session, a desktop window. */
export async function freshContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  await context.addInitScript({ content: KEEP_NAMES_SHIM });
  return context;
}

/** Signs in through the form and waits for the dashboard's greeting. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin-login');
  await submitSignIn(page);
}

/** Fills in and sends the login page already open, and waits for the dashboard's greeting. */
export async function submitSignIn(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/admin-dashboard$/);
  await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
}

/** The page's JS heap in bytes, after a full garbage collection. */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize;
  } finally {
    await cdp.detach();
  }
}
