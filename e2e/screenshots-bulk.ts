/**
 * `npm run screenshots`, bulk work (docs/architecture.md#bulk-work): Manage Categories at 1280 × 800
 * with three rows checked and the bar of what can be done to them. Nothing is changed.
 */
import { mkdirSync } from 'node:fs';
import { DataGrid } from './pages/DataGrid';
import { bulkBar } from './support/bulkWork';
import { expect, test } from './support/fixtures';
import { OUT, shoot } from './support/shoot';
import { signIn } from './support/session';

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

test('screenshot of three categories selected, with the bar of bulk work', async ({ page }) => {
  await signIn(page);
  await page.goto('/manage-categories');
  const grid = new DataGrid(page, 'Categories');
  for (const index of [0, 1, 2]) {
    await grid.rows
      .nth(index)
      .getByRole('checkbox', { name: /^Select / })
      .check();
  }
  await expect(bulkBar(page).count(3)).toBeVisible();
  await page.mouse.move(0, 0);
  await shoot(page, 'bulk-work');
});
