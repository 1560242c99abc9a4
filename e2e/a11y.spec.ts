/**
 * Accessibility: an axe-core scan of every route and of every dialog, menu and panel the
 * screens open. A serious or critical violation fails the test (all of a test's scans run
 * and are reported); lesser ones are recorded as `axe` annotations.
 */
import { AdminLayout, SCREENS, type ScreenLabel } from './pages/AdminLayout';
import { AdminsPage } from './pages/AdminsPage';
import { BannersPage } from './pages/BannersPage';
import { BlogsPage } from './pages/BlogsPage';
import { CategoriesPage } from './pages/CategoriesPage';
import { LOGIN, LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { NotificationsPage } from './pages/NotificationsPage';
import { OrdersPage } from './pages/OrdersPage';
import { PAYMENTS, PaymentsPage } from './pages/PaymentsPage';
import { ProductsPage } from './pages/ProductsPage';
import { UsersPage } from './pages/UsersPage';
import { WalletPage } from './pages/WalletPage';
import { expect, test } from './support/fixtures';
import { smallPng } from './support/images';
import { TEST_ADMIN } from './support/server';
import { signIn } from './support/session';

test.describe('Accessibility', () => {
  // Each scan takes a second or two on a small, busy CI machine.
  test.describe.configure({ timeout: 180_000 });

  test('the public screens: login (with its errors) and not-found', async ({
    page,
    axe,
    problems,
  }) => {
    problems.expect({ url: '/admin/admin-login', status: 401, method: 'POST' });
    const login = new LoginPage(page);
    await login.goto();
    await expect(login.heading).toBeVisible();
    await axe('Admin Login');
    await login.signInButton.click();
    await expect(login.fieldMessage(LOGIN.emailRequired)).toBeVisible();
    await axe('Admin Login, field errors');
    await login.signIn(TEST_ADMIN.email, 'wrong-password');
    await expect(login.alert).toBeVisible();
    await axe('Admin Login, invalid credentials');

    const notFound = new NotFoundPage(page);
    await notFound.goto();
    await expect(notFound.heading).toBeVisible();
    await axe('Page Not Found');
  });

  test('every admin route, reached from the sidebar', async ({ page, axe }) => {
    await signIn(page);
    const layout = new AdminLayout(page);
    await axe('Admin Dashboard');
    await layout.profileButton.click();
    await expect(layout.profileCard).toBeVisible();
    await axe('Profile card');
    await page.keyboard.press('Escape');
    await layout.heading(/Welcome back/).click();

    for (const label of Object.keys(SCREENS) as ScreenLabel[]) {
      if (label === 'Dashboard') continue;
      await layout.open(label);
      await expect(layout.heading(SCREENS[label].title)).toBeVisible();
      // Scanned once the list has loaded: the grid is shown and nothing is loading.
      await expect(page.getByRole('grid')).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await axe(SCREENS[label].title);
    }
  });

  test('the read-only lists: filter panel and order details', async ({ page, axe }) => {
    await signIn(page);
    const users = new UsersPage(page);
    await users.goto();
    await expect(users.table.rows.first()).toBeVisible();
    await users.filterButton.click();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await axe('User Management, filter panel');
    await page.keyboard.press('Escape');

    const orders = new OrdersPage(page);
    await orders.goto();
    await page
      .getByRole('button', { name: /^View order / })
      .first()
      .click();
    await expect(orders.details).toBeVisible();
    await axe('Order Details dialog');
  });

  test('Product Management dialogs', async ({ page, axe }) => {
    await signIn(page);
    const products = new ProductsPage(page);
    await products.goto();
    await products.openCreate();
    await products.submitCreate();
    await axe('Add Product dialog, field errors');
    await products.fill({ name: 'Japan eSIM', category: 'eSIM', price: '999', stock: 'In Stock' });
    await products.submitCreate();
    await products.openEdit('Japan eSIM');
    await axe('Edit Product dialog');
    await products.editDialog.getByRole('button', { name: 'Cancel' }).click();
    await products.askDelete('Japan eSIM');
    await axe('Delete product confirmation');
    await products.confirmDelete();
  });

  test('Admin Management dialogs', async ({ page, axe }) => {
    await signIn(page);
    const admins = new AdminsPage(page);
    await admins.goto();
    await admins.openCreate();
    await admins.submitCreate();
    await axe('Add Admin dialog, field errors');
    await admins.fill({ name: 'Meera Nair', email: 'meera@travelsim.in', role: 'Admin' });
    await admins.submitCreate();
    await admins.openEdit('Meera Nair');
    await axe('Edit Admin dialog');
    await admins.editDialog.getByRole('button', { name: 'Cancel' }).click();
    await admins.askDelete('Meera Nair');
    await axe('Delete admin confirmation');
    await admins.confirmDelete();
  });

  test('Manage Categories dialogs', async ({ page, axe }, testInfo) => {
    await signIn(page);
    const categories = new CategoriesPage(page);
    await categories.goto();
    await categories.openCreate();
    await categories.submitCreate();
    await axe('Add Category dialog, field errors');
    await categories.fill({
      name: 'Travel eSIMs',
      status: 'Active',
      image: smallPng(testInfo, 'teal'),
    });
    await categories.submitCreate();
    await categories.openEdit('Travel eSIMs');
    await axe('Edit Category dialog');
    await categories.editDialog.getByRole('button', { name: 'Cancel' }).click();
    const viewer = await categories.viewImage('Travel eSIMs');
    await expect(viewer).toBeVisible();
    await axe('Category View Image dialog');
    await page.keyboard.press('Escape');
    await categories.askDelete('Travel eSIMs');
    await axe('Delete category confirmation');
    await categories.confirmDelete();
  });

  test('Wallet Management dialogs', async ({ page, axe }, testInfo) => {
    await signIn(page);
    const wallet = new WalletPage(page);
    await wallet.goto();
    await wallet.openCreate();
    await wallet.submitCreate();
    await axe('Upload Payment dialog, field errors');
    await wallet.fill({
      receiver: 'Priya Sharma',
      note: 'Refund',
      txnId: 'TXN-1',
      date: '2026-11-20',
      amount: '100',
      screenshot: smallPng(testInfo, 'indigo'),
    });
    await wallet.submitCreate();
    await wallet.openEdit('TXN-1');
    await axe('Edit Payment dialog');
    await wallet.editDialog.getByRole('button', { name: 'Cancel' }).click();
    const screenshot = await wallet.viewScreenshot('TXN-1');
    await expect(screenshot).toBeVisible();
    await axe('Wallet screenshot dialog');
    await page.keyboard.press('Escape');
    await wallet.askDelete('TXN-1');
    await axe('Delete transaction confirmation');
    await wallet.confirmDelete();
  });

  test('Blog Management dialogs', async ({ page, axe }, testInfo) => {
    await signIn(page);
    const blogs = new BlogsPage(page);
    await blogs.goto();
    await blogs.openCreate();
    await blogs.submitCreate();
    await axe('Upload Blog dialog, field errors');
    await blogs.fill({
      title: 'eSIM tips',
      description: 'Install before you fly.',
      category: 'Tips',
      status: 'Published',
      date: '2026-11-20',
      image: smallPng(testInfo, 'pink'),
    });
    await blogs.submitCreate();
    await axe('Blog Management with a row');
    await blogs.openEdit('eSIM tips');
    await axe('Edit Blog dialog');
    await blogs.editDialog.getByRole('button', { name: 'Cancel' }).click();
    await blogs.askDelete('eSIM tips');
    await axe('Delete blog confirmation');
    await blogs.confirmDelete();
  });

  test('Payment Management menu and dialogs', async ({ page, axe }) => {
    await signIn(page);
    const payments = new PaymentsPage(page);
    await payments.goto();
    await payments.openMenu(PAYMENTS.sample.id);
    await expect(payments.menu).toBeVisible();
    await axe('Invoice actions menu');
    await payments.menuItem(PAYMENTS.menu.view).click();
    await expect(payments.details).toBeVisible();
    await axe('Invoice Details dialog');
    await payments.details.getByRole('button', { name: 'Close' }).click();
    await expect(payments.details).toBeHidden();
    await payments.openMenu(PAYMENTS.sample.id);
    await payments.menuItem(PAYMENTS.menu.delete).click();
    await expect(payments.confirmDialog).toBeVisible();
    await axe('Delete invoice confirmation');
  });

  test('notifications and banners: create, edit and confirm dialogs', async ({ page, axe }) => {
    await signIn(page);

    const notifications = new NotificationsPage(page);
    await notifications.goto();
    await expect(notifications.table.rows.first()).toBeVisible();
    await axe('Notification Management with its list');
    await notifications.openCreate();
    await notifications.submitCreate();
    await axe('Add Notification dialog, field errors');
    await notifications.createDialog.getByRole('button', { name: 'Cancel' }).click();
    await notifications.table.grid
      .getByRole('button', { name: /^Edit notification / })
      .first()
      .click();
    await expect(notifications.editDialog).toBeVisible();
    await axe('Edit Notification dialog');
    await notifications.editDialog.getByRole('button', { name: 'Cancel' }).click();
    await notifications.table.grid
      .getByRole('button', { name: /^Delete notification / })
      .first()
      .click();
    await expect(notifications.confirmDialog).toBeVisible();
    await axe('Delete notification confirmation');
    await notifications.confirmDialog.getByRole('button', { name: 'Cancel' }).click();

    const banners = new BannersPage(page);
    await banners.goto();
    await expect(banners.table.rows.first()).toBeVisible();
    await axe('Banner Management with its list');
    await banners.openCreate();
    await banners.submitCreate();
    await axe('Add Banner dialog, field errors');
    await banners.createDialog.getByRole('button', { name: 'Cancel' }).click();
    await banners.table.grid
      .getByRole('button', { name: /^Edit banner / })
      .first()
      .click();
    await expect(banners.editDialog).toBeVisible();
    await axe('Edit Banner dialog');
    await banners.editDialog.getByRole('button', { name: 'Cancel' }).click();
    await banners.table.grid
      .getByRole('button', { name: /^Delete banner / })
      .first()
      .click();
    await expect(banners.confirmDialog).toBeVisible();
    await axe('Delete banner confirmation');
    await banners.confirmDialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
