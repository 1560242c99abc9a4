/**
 * Debian's Chromium as the end-to-end suite and the benchmark run it: headless, with what a
 * shared machine needs (no sandbox, no GPU, nothing fetched in the background).
 */
import { existsSync } from 'node:fs';

/** The whole browser, for figures meant to be what an admin's browser does (`npm run bench`). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell` when installed: the same engine without the browser's
 * window machinery, a quarter less CPU for the end-to-end suite on a 2-core machine.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const E2E_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
