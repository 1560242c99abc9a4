/**
 * Lists that stay current (docs/api.md#live-changes): two admins signed in, each in a browser
 * context of their own. A notification one of them creates appears in the other's open
 * Notification Management within 2 seconds, without a reload.
 */
import { CrudPage } from './pages/CrudPage';
import { NOTIFICATIONS } from './pages/serverScreens';
import { createRow, withImages } from './support/crudSteps';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

/** The specification's promise: every open list shows a change within 2 seconds. */
const LIVE_WITHIN_MS = 2000;

test("a notification created in one context appears in the other's open list within 2 s, without a reload", async ({
  page,
  newContext,
}, testInfo) => {
  const colleague = await (await newContext()).newPage();
  await signIn(page);
  await signIn(colleague);
  const mine = new CrudPage(page, NOTIFICATIONS);
  const theirs = new CrudPage(colleague, NOTIFICATIONS);
  await mine.goto();
  await theirs.goto();
  await expect(theirs.table.grid).toBeVisible();
  // Gone if the colleague's page were loaded again.
  await colleague.evaluate(() => document.documentElement.setAttribute('data-never-reloaded', ''));

  const title = 'Flash sale tonight';
  await expect(theirs.table.row(title)).toHaveCount(0);
  const values = {
    title,
    description: 'Every eSIM at half price.',
    type: 'Info',
    noticeTo: 'All',
    image: 'teal',
  } as const;
  await createRow(mine, withImages(NOTIFICATIONS, values, testInfo));

  await expect(theirs.table.row(title)).toBeVisible({ timeout: LIVE_WITHIN_MS });
  await expect(colleague.locator('html[data-never-reloaded]')).toHaveCount(1);
});
