/**
 * At a phone's 390 × 844 every list shows its rows as cards, nothing inside the page reaches past
 * its sides, and a card opens its item: an order's details, full-screen.
 */
import { expect, test } from './support/fixtures';
import { LIST_SCREENS } from './support/listScreens';
import { sidewaysOverflow } from './support/overflow';
import { createBanner } from './support/bannerConflict';
import { signIn } from './support/session';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

test('every list is a list of cards that fits a phone', async ({ page }) => {
  await signIn(page);
  for (const { path, list } of LIST_SCREENS) {
    await test.step(path, async () => {
      await page.goto(path);
      const cards = page.getByRole('list', { name: list, exact: true }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      // The grid's own headers and rows are not shown.
      await expect(page.getByRole('columnheader')).toHaveCount(0);
      await expect(page.getByText(/^Sr\.? No/).filter({ visible: true })).toHaveCount(0);
      expect(await sidewaysOverflow(page)).toEqual([]);
      // Each of a card's buttons takes a finger: 48 px each way (ROW_BUTTON).
      const buttons = await cards.first().getByRole('button').all();
      for (const button of buttons) {
        const box = await button.boundingBox();
        const name = await button.getAttribute('aria-label');
        expect({ name, small: !box || Math.min(box.width, box.height) < 48 }).toEqual({
          name,
          small: false,
        });
      }
    });
  }
});

test('a card opens its order, full-screen, with the amount, status and date on the card', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/order-management');
  const card = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
  await expect(card).toContainText(/₹[\d,]+/);
  await expect(card).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(card.getByRole('button', { name: /^View order / })).toBeVisible();
  await card.getByRole('button').first().click();
  const details = page.getByRole('dialog', { name: /^Order Details/ });
  await expect(details).toBeVisible();
  await expect(page).toHaveURL(/[?&]view=/);
  const paper = await details.boundingBox();
  expect(paper?.width).toBe(PHONE.width);
  expect(await sidewaysOverflow(page)).toEqual([]);
});

test("a banner's card opens its edit dialog, whose previews fit the phone", async ({ page }) => {
  await signIn(page);
  await page.goto('/banner-management');
  const card = page.getByRole('list', { name: 'Banners' }).getByRole('listitem').first();
  await card.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: /^Edit Banner/ });
  await expect(dialog).toBeVisible();
  for (const name of [/^Desktop preview/, /^Mobile preview/]) {
    const box = await dialog.getByRole('figure', { name }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  }
});

test('the next page of cards starts at its first card, not at the pager', async ({ page }) => {
  await signIn(page);
  await page.goto('/order-management');
  const cards = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const firstBefore = await cards.first().innerText();
  const next = page.getByRole('button', { name: 'Go to next page', exact: true });
  await next.scrollIntoViewIfNeeded();
  await next.click();
  await expect(cards.first()).not.toHaveText(firstBefore);
  await expect(cards.first()).toBeInViewport();
  await expect(next).not.toBeInViewport();
});

test("a banner's on/off is a 48 px control whose snackbar takes it back", async ({
  page,
  request,
}) => {
  const banner = await createBanner(request);
  const stored = async () => {
    const answer = await request.get(`/admin/banner/${banner.id}`, { headers: banner.headers });
    return ((await answer.json()) as { banner: { status: string; version: number } }).banner;
  };
  await signIn(page);
  await page.goto('/banner-management');
  const card = page
    .getByRole('list', { name: 'Banners' })
    .getByRole('listitem')
    .filter({ hasText: banner.title });
  const deactivate = card.getByRole('button', {
    name: `Deactivate banner ${banner.title}`,
    exact: true,
  });
  const box = await deactivate.boundingBox();
  expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(48);

  await deactivate.click();
  await expect(page.getByText('Banner deactivated successfully!')).toBeVisible();
  expect(await stored()).toMatchObject({ status: 'inactive', version: 2 });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Banner activated successfully!')).toBeVisible();
  await expect(deactivate).toBeVisible();
  expect(await stored()).toMatchObject({ status: 'active', version: 3 });
});
