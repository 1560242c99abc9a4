/**
 * Debian's Chromium as the end-to-end suite and the benchmark run it: headless, with what a
 * shared machine needs (no sandbox, no GPU, nothing fetched in the background).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
