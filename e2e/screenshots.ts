/**
 * `npm run screenshots`: a 1280×800 PNG of every screen and of one open dialog per CRUD screen,
 * into docs/screenshots/, taken against the same server set-up as the end-to-end suite
 * (playwright.config.ts runs this file instead of the specs when E2E_SCREENSHOTS=1).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { AdminLayout } from './pages/AdminLayout';
import { AdminsPage } from './pages/AdminsPage';
import { BannersPage } from './pages/BannersPage';
import { BlogsPage } from './pages/BlogsPage';
import { CategoriesPage } from './pages/CategoriesPage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { NotificationsPage } from './pages/NotificationsPage';
import { OrdersPage } from './pages/OrdersPage';
import { PAYMENTS, PaymentsPage } from './pages/PaymentsPage';
import { ProductsPage } from './pages/ProductsPage';
import { UsersPage } from './pages/UsersPage';
import { WalletPage } from './pages/WalletPage';
import { expect, test } from './support/fixtures';
import { smallPng } from './support/images';
import { signIn } from './support/session';

const OUT = path.resolve(__dirname, '..', 'docs', 'screenshots');

test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ timeout: 300_000 });

/** Waits for transitions and lazy images, then saves docs/screenshots/<name>.png. */
async function shoot(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.evaluate(async () => {
    const images = Array.from(document.images).filter((image) => !image.complete);
    const loaded = Promise.all(
      images.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve);
            image.addEventListener('error', resolve);
          }),
      ),
    );
    // Lazy images below the fold never load: wait for the others, at most 5 s.
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  // The text cursor blinks; hide it so that two runs give the same picture.
  await page.screenshot({
    path: path.join(OUT, `${name}.png`),
    caret: 'hide',
    animations: 'disabled',
  });
}

async function closeDialog(dialog: Locator): Promise<void> {
  await dialog
    .getByRole('button', { name: /^(Cancel|Close)$/ })
    .last()
    .click();
  await expect(dialog).toBeHidden();
}

test('screenshots of every screen and one dialog per CRUD screen', async ({ page }, testInfo) => {
  mkdirSync(OUT, { recursive: true });
  const layout = new AdminLayout(page);

  const login = new LoginPage(page);
  await login.goto();
  await expect(login.heading).toBeVisible();
  await shoot(page, 'admin-login');

  const notFound = new NotFoundPage(page);
  await notFound.goto();
  await expect(notFound.heading).toBeVisible();
  await shoot(page, 'not-found');

  await signIn(page);
  await shoot(page, 'admin-dashboard');

  const users = new UsersPage(page);
  await layout.open('User Management');
  await expect(users.table.rows.first()).toBeVisible();
  await shoot(page, 'user-management');

  const orders = new OrdersPage(page);
  await layout.open('Order Management');
  await expect(orders.table.rows.first()).toBeVisible();
  await shoot(page, 'order-management');
  await page
    .getByRole('button', { name: /^View order / })
    .first()
    .click();
  await expect(orders.details).toBeVisible();
  await shoot(page, 'order-details-dialog');
  await closeDialog(orders.details);

  const products = new ProductsPage(page);
  await layout.open('Product Management');
  for (const product of [
    { name: 'Japan eSIM 10 GB / 30 days', category: 'eSIM', price: '1299', stock: 'In Stock' },
    { name: 'Amazon Gift Card ₹1,000', category: 'Gift Card', price: '1000', stock: 'In Stock' },
    {
      name: 'Phone protection, 1 year',
      category: 'Device Coverage',
      price: '2499',
      stock: 'Out of Stock',
    },
  ] as const) {
    await products.openCreate();
    await products.fill(product);
    await products.submitCreate();
    await expect(products.createDialog).toBeHidden();
  }
  await shoot(page, 'product-management');
  await products.openEdit('Japan eSIM 10 GB / 30 days');
  await shoot(page, 'product-edit-dialog');
  await closeDialog(products.editDialog);

  const admins = new AdminsPage(page);
  await layout.open('Admin Management');
  for (const admin of [
    { name: 'Meera Nair', email: 'meera.nair@travelsim.in', role: 'Super Admin' },
    { name: 'Arjun Rao', email: 'arjun.rao@travelsim.in', role: 'Admin' },
  ] as const) {
    await admins.openCreate();
    await admins.fill(admin);
    await admins.submitCreate();
    await expect(admins.createDialog).toBeHidden();
  }
  await shoot(page, 'admin-management');
  await admins.openCreate();
  await shoot(page, 'admin-create-dialog');
  await closeDialog(admins.createDialog);

  const categories = new CategoriesPage(page);
  await layout.open('Manage Categories');
  for (const [name, status, colour] of [
    ['Travel eSIMs', 'Active', 'teal'],
    ['Gift Cards', 'Active', 'orange'],
    ['Device Coverage', 'Inactive', 'indigo'],
  ] as const) {
    await categories.openCreate();
    await categories.fill({ name, status, image: smallPng(testInfo, colour) });
    await categories.submitCreate();
    await expect(categories.createDialog).toBeHidden();
  }
  await shoot(page, 'manage-categories');
  await categories.openEdit('Travel eSIMs');
  await shoot(page, 'category-edit-dialog');
  await closeDialog(categories.editDialog);

  const payments = new PaymentsPage(page);
  await layout.open('Payment Management');
  await expect(payments.table.rows.first()).toBeVisible();
  await shoot(page, 'payment-management');
  await payments.openMenu(PAYMENTS.sample.id);
  await payments.menuItem(PAYMENTS.menu.view).click();
  await expect(payments.details).toBeVisible();
  await shoot(page, 'invoice-details-dialog');
  await closeDialog(payments.details);

  const wallet = new WalletPage(page);
  await layout.open('Wallet Management');
  await wallet.openCreate();
  await wallet.fill({
    receiver: 'Priya Sharma',
    note: 'Refund for order 1042',
    txnId: 'TXN-778899',
    date: '2026-11-20',
    amount: '750',
    screenshot: smallPng(testInfo, 'pink'),
  });
  await shoot(page, 'wallet-upload-dialog');
  await wallet.submitCreate();
  await expect(wallet.createDialog).toBeHidden();
  await shoot(page, 'wallet-management');

  const blogs = new BlogsPage(page);
  await layout.open('Blog Management');
  await blogs.openCreate();
  await blogs.fill({
    title: 'Five tips for your Japan eSIM',
    description: 'Install it before you fly, keep data roaming on, and check your balance.',
    category: 'Tips',
    status: 'Published',
    date: '2026-11-18',
    image: smallPng(testInfo, 'teal'),
  });
  await shoot(page, 'blog-upload-dialog');
  await blogs.submitCreate();
  await expect(blogs.createDialog).toBeHidden();
  await shoot(page, 'blog-management');

  const notifications = new NotificationsPage(page);
  await layout.open('Notification Management');
  await expect(notifications.table.rows.first()).toBeVisible();
  await shoot(page, 'notification-management');
  await notifications.openCreate();
  await notifications.fill({
    title: 'Diwali offer',
    description: '20% off every Asia eSIM until Sunday.',
    type: 'Promotional',
    noticeTo: 'Customers',
    image: smallPng(testInfo, 'orange'),
  });
  await shoot(page, 'notification-create-dialog');
  await closeDialog(notifications.createDialog);

  const banners = new BannersPage(page);
  await layout.open('Banner Management');
  await expect(banners.table.rows.first()).toBeVisible();
  await shoot(page, 'banner-management');
  await banners.table.grid
    .getByRole('button', { name: /^Edit banner / })
    .first()
    .click();
  await expect(banners.editDialog).toBeVisible();
  await shoot(page, 'banner-edit-dialog');
  await closeDialog(banners.editDialog);
});
