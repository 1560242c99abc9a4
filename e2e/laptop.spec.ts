/**
 * At 1440 × 900 and at 1280 × 800, beside the sidebar, no list's grid scrolls sideways: every
 * column, the actions last, is in view, and what an admin reads whole (a heading, a date, an
 * e-mail, a name, a role, an ID, a status) is not cut. A click on an order's row opens its details.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createAdmin } from './support/adminAccounts';
import { LIST_SCREENS } from './support/listScreens';
import { signIn } from './support/session';

/** Free text, which may end in an ellipsis after two lines: the rest shows on hover or opening. */
const FREE_TEXT = new Set(['title', 'description', 'note', 'redirectUrl', 'productName', 'item']);

/** The grid's headings and text cells that do not show whole, as `field: text`. */
const cutTexts = (grid: Locator) =>
  grid.evaluate(
    (element, freeText) => {
      const cut = (text: Element) =>
        text.scrollWidth > text.clientWidth + 1 || text.scrollHeight > text.clientHeight + 1;
      const headings = [...element.querySelectorAll('.MuiDataGrid-columnHeaderTitle')];
      const cells = [...element.querySelectorAll('[role="gridcell"][data-field]')].filter(
        (cell) => !freeText.includes(cell.getAttribute('data-field') ?? ''),
      );
      const texts = [
        ...headings,
        ...cells.flatMap((cell) => [...cell.querySelectorAll('span[title], .MuiChip-label')]),
      ];
      return texts.filter(cut).map((text) => {
        const field = text.closest('[data-field]')?.getAttribute('data-field');
        return `${field}: ${text.textContent}`;
      });
    },
    [...FREE_TEXT],
  );

const LAPTOPS = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
];

test('no list scrolls sideways on a laptop', async ({ page, request }) => {
  // The longest status an account shows, "Password not set", until its first sign-in.
  await createAdmin(request, 'Laptop Walker', 'laptop');
  await signIn(page);
  for (const viewport of LAPTOPS) {
    await page.setViewportSize(viewport);
    for (const { path, list } of LIST_SCREENS) {
      await test.step(`${viewport.width} px: ${path}`, async () => {
        await page.goto(path);
        const grid = page.getByRole('grid', { name: list, exact: true });
        await expect(grid.getByRole('row').nth(1)).toBeVisible();
        const scroller = grid.locator('.MuiDataGrid-virtualScroller');
        const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        }));
        expect(scrollWidth, `${list} at ${viewport.width} px`).toBeLessThanOrEqual(clientWidth);
        expect(await cutTexts(grid), `cut in ${list} at ${viewport.width} px`).toEqual([]);
        // The last column (the actions, where a list has them) is in view, whole.
        await expect(grid.getByRole('columnheader').last()).toBeInViewport({ ratio: 1 });
      });
    }
  }
});

test("a click on an order's row opens its details", async ({ page }) => {
  await page.setViewportSize(LAPTOPS[0]!);
  await signIn(page);
  await page.goto('/order-management');
  const grid = page.getByRole('grid', { name: 'Orders' });
  const row = grid.getByRole('row').nth(1);
  await row.getByRole('gridcell').nth(2).click();
  await expect(page.getByRole('dialog', { name: /^Order Details/ })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The View button opens them too, once: Back closes them and stays on the list.
  await row.getByRole('button', { name: /^View order / }).click();
  await expect(page.getByRole('dialog', { name: /^Order Details/ })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/order-management/);
});
