/**
 * The local-only screens (docs/requirements.md#1-product-and-users): lists kept in this tab's
 * memory. Each one refuses what its form must refuse, creates, edits and deletes rows, and a
 * reload empties it again (support/localFlow.ts; each screen's data in support/localCases.ts).
 */
import { test } from './support/fixtures';
import { LOCAL_CASES } from './support/localCases';
import { runLocalCase } from './support/localFlow';
import { signIn } from './support/session';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

for (const c of LOCAL_CASES) {
  test(c.title, async ({ page }, testInfo) => {
    await runLocalCase(page, testInfo, c);
  });
}
