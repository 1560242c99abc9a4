/**
 * The lists an administrator types into, in both modes, as one suite. With the shipped config.js
 * (`screens: 'server'`) each creates, edits and deletes on the server, its rows surviving a reload
 * and showing in a colleague's browser (keptFlow.ts, keptCases.ts). With `screens: 'tab'` each is
 * the specification's list in this tab's memory: it refuses what its form must refuse, creates,
 * edits and deletes, and a reload empties it again (localFlow.ts, localCases.ts).
 */
import { test } from './support/fixtures';
import { KEPT_CASES } from './support/keptCases';
import { runKeptCase } from './support/keptFlow';
import { LOCAL_CASES } from './support/localCases';
import { runLocalCase } from './support/localFlow';
import { signIn } from './support/session';

test.describe('kept on the server', () => {
  for (const c of KEPT_CASES) {
    test(c.title, async ({ page, newContext }, testInfo) => {
      await runKeptCase(page, newContext, testInfo, c);
    });
  }
});

test.describe('in the tab', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  for (const c of LOCAL_CASES) {
    test(c.title, async ({ page }, testInfo) => {
      await runLocalCase(page, testInfo, c);
    });
  }
});
