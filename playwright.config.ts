/**
 * End-to-end suite (`npm run test:e2e`) and screenshots (`npm run screenshots`): Debian's
 * Chromium, headless, against the reference server serving the production build on a free
 * port with a fresh data folder (e2e/support/server.ts).
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, E2E_CHROMIUM_PATH } from './e2e/support/chromium';
import { freePortSync } from './e2e/support/server';

const CI = process.env.CI === 'true';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

// Chosen once by the runner; its workers load this file again and inherit the variable.
process.env.E2E_PORT ||= String(freePortSync());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: SCREENSHOTS ? 'screenshots*.ts' : '**/*.spec.ts',
  outputDir: 'test-results',
  // Tests, not files, are shared out: one long file (a11y) would otherwise hold one worker.
  fullyParallel: true,
  forbidOnly: CI,
  // A test that needed its retry is still reported as flaky in the summary.
  retries: CI ? 1 : 0,
  workers: 2,
  // Generous: a small CI machine is often shared with builds and other suites.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // The list, then one summary line that names any test that passed only on its retry;
  // E2E_JSON=<file> adds a JSON report (.ci/run reads its counts).
  reporter: [
    ['list'],
    ['./e2e/support/summaryReporter.ts'],
    ['./e2e/support/figuresReporter.ts'],
    ...(process.env.E2E_JSON
      ? [['json', { outputFile: process.env.E2E_JSON }] as ['json', { outputFile: string }]]
      : []),
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    // As an admin who asked for less motion: the app drops dialog and snackbar animations, so no
    // step waits on one.
    reducedMotion: 'reduce',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // A trace is recorded on a failed test's retry (CI's), not kept from every test in case it
    // fails: writing each action's snapshots made the suite a fifth slower
    // (docs/development.md#end-to-end-tests).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node --import tsx e2e/support/server.ts',
    url: `${baseURL}/config.js`,
    // A production build when dist/ is stale (~20-60 s on 2 cores) plus a new database.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
