/**
 * The keyboard and what it shows (docs/decisions.md#keyboard-and-contrast): a form dialog with
 * changes asks before Escape drops them; an admin signs in, opens an order's details and comes
 * back with Tab, Enter and Escape alone, skipping the sidebar by its link; and the colours axe
 * cannot judge, because it never sees the state, are measured in the page in light and dark: the
 * sidebar's current page and focus ring against the sidebar, each toast's text on its background.
 */
import { AdminLayout } from './pages/AdminLayout';
import { LoginPage } from './pages/LoginPage';
import { PRODUCTS } from './pages/localScreens';
import { OrdersPage } from './pages/OrdersPage';
import { PaymentsPage, SERVER_PAYMENTS } from './pages/PaymentsPage';
import { contrastRatio } from './support/contrast';
import {
  pressUntilFocused,
  SCHEMES,
  sidebarColours,
  toastContrast,
  switchScheme,
} from './support/keyboard';
import { expect, test } from './support/fixtures';
import { TEST_ADMIN } from './support/server';
import { signIn, signInTo } from './support/session';

/** WCAG 1.4.11 for what shows a state, 1.4.3 for text. */
const STATE_CONTRAST = 3;
const TEXT_CONTRAST = 4.5;

test('Escape on a form dialog: closes at once without changes, asks with them', async ({
  page,
}) => {
  const products = await signInTo(page, PRODUCTS);
  const dialog = await products.openCreate();
  const name = dialog.getByRole('textbox', { name: 'Product Name' });
  await expect(name).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(question).toBeHidden();

  await products.openCreate();
  await page.keyboard.type('Half typed');
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).press('Enter');
  await expect(question).toBeHidden();
  await expect(name).toHaveValue('Half typed');
  await expect(name).toBeFocused();

  // A refused save puts the focus on the first field in error.
  await name.fill('');
  await dialog.getByRole('button', { name: PRODUCTS.createSubmit }).click();
  await expect(dialog.getByText(PRODUCTS.required[0])).toBeVisible();
  await expect(name).toBeFocused();

  await page.keyboard.type('Typed again');
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await products.openCreate();
  await expect(name).toHaveValue('');
});

test('Keyboard only: sign in, skip to the orders, open an order and come back', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await pressUntilFocused(page, login.email, 'Tab', 5);
  await page.keyboard.type(TEST_ADMIN.email);
  await pressUntilFocused(page, login.password, 'Tab', 2);
  await page.keyboard.type(TEST_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  // As an admin would, once the dashboard shows: a key pressed while its screen still loads
  // has nothing to move to.
  const layout = new AdminLayout(page);
  await expect(layout.heading(/^Welcome back/)).toBeVisible();

  // The skip link is the first stop, and shows once it has the focus.
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  const ordersLink = layout.link('Order Management');
  await pressUntilFocused(page, ordersLink, 'Tab', 4);
  await page.keyboard.press('Enter');
  const orders = new OrdersPage(page);
  await expect(orders.heading).toBeVisible();
  await expect(ordersLink).toHaveAttribute('aria-current', 'page');

  // Back to the skip link, past the sidebar, into the screen.
  await pressUntilFocused(page, skip, 'Shift+Tab', 4);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  const firstView = page.getByRole('button', { name: /^View order / }).first();
  await expect(firstView).toBeVisible();
  // The search, the Status choice, From and To (the browser's date field stops at its month,
  // day, year and its calendar button), the Export button, the grid's header, then the first
  // order.
  expect(await pressUntilFocused(page, firstView, 'Tab', 16)).toBeLessThanOrEqual(13);
  await page.keyboard.press('Enter');
  await expect(orders.details).toBeVisible();
  await expect(page).toHaveURL(/\?view=/);

  await page.keyboard.press('Escape');
  await expect(orders.details).toBeHidden();
  await expect(page).toHaveURL(/\/order-management$/);
  await expect(firstView).toBeFocused();
});

test('Contrast: the sidebar shows its current page and focus in light and dark', async ({
  page,
}) => {
  await signIn(page);
  const orders = new OrdersPage(page);
  await orders.goto();
  await expect(orders.heading).toBeVisible();
  const layout = new AdminLayout(page);
  const current = layout.link('Order Management');
  const other = layout.link('User Management');
  for (const scheme of SCHEMES) {
    await switchScheme(page, scheme);
    await page.getByRole('main').focus();
    const resting = await sidebarColours(current);
    expect(
      contrastRatio(resting.background, resting.sidebar),
      `${scheme}: current page`,
    ).toBeGreaterThanOrEqual(STATE_CONTRAST);
    expect(
      contrastRatio(resting.text, resting.background),
      `${scheme}: its text`,
    ).toBeGreaterThanOrEqual(TEXT_CONTRAST);

    // From the skip link on, by keyboard, as :focus-visible needs.
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    for (const link of [other, current]) {
      await pressUntilFocused(page, link, 'Tab', 16);
      const focused = await sidebarColours(link);
      expect(focused.ring, `${scheme}: a focus ring`).not.toBeNull();
      expect(focused.ringWidth).toBeGreaterThanOrEqual(2);
      expect(
        contrastRatio(focused.ring!, focused.sidebar),
        `${scheme}: the focus ring`,
      ).toBeGreaterThanOrEqual(STATE_CONTRAST);
    }
  }
});

test('Contrast: success, error and info toasts are readable in light and dark', async ({
  page,
  problems,
}) => {
  problems.expect({ url: /\/admin\/invoice\/\d+\/pdf$/, status: 503 });
  await page.route(/\/admin\/invoice\/\d+\/pdf$/, (route) =>
    route.fulfill({ status: 503, json: { success: false, message: 'PDFs are down.' } }),
  );
  await signIn(page);
  const payments = new PaymentsPage(page);
  for (const scheme of SCHEMES) {
    await switchScheme(page, scheme);
    await payments.goto(SERVER_PAYMENTS.paidPath);
    // The last one: the typed-in suite voids the first meanwhile.
    const last = payments.table.rows.last();
    await expect(last).toContainText('Paid');
    const number = (await last.getByRole('gridcell').first().textContent()) ?? '';
    await payments.goto();
    await payments.search.fill(number);
    await expect(payments.table.rows).toHaveCount(1);
    const row = payments.table.row(number);

    await payments.choose(number, SERVER_PAYMENTS.menu.download);
    const failed = await toastContrast(page, 'Failed to download invoice: PDFs are down.');
    expect(failed, `${scheme}: error toast`).toBeGreaterThanOrEqual(TEXT_CONTRAST);

    await payments.choose(number, SERVER_PAYMENTS.menu.delete);
    await page
      .getByRole('dialog', { name: SERVER_PAYMENTS.confirmTitle(number) })
      .getByRole('button', { name: 'Void' })
      .click();
    const voided = await toastContrast(page, SERVER_PAYMENTS.voided(number));
    expect(voided, `${scheme}: success toast`).toBeGreaterThanOrEqual(TEXT_CONTRAST);

    await expect(row).toContainText('Void');
    await payments.choose(number, SERVER_PAYMENTS.menu.delete);
    const already = await toastContrast(page, `Invoice ${number} is already void.`);
    expect(already, `${scheme}: info toast`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  }
});
