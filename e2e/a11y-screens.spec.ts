/**
 * Accessibility of the screens, in light and in dark colours (the browser's preference, which
 * the app follows by default: README, Dark mode): an axe-core scan of every route, and of the
 * read-only lists' panels, details and menus (the create/edit screens' dialogs:
 * a11y-dialogs.spec.ts). A serious
 * or critical violation fails the test (all of a test's scans run and are reported); lesser
 * ones are recorded as `axe` annotations.
 */
import { AdminLayout, SCREENS, type ScreenLabel } from './pages/AdminLayout';
import { LOGIN, LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { OrdersPage } from './pages/OrdersPage';
import { PaymentsPage, SERVER_PAYMENTS as PAYMENTS } from './pages/PaymentsPage';
import { UsersPage } from './pages/UsersPage';
import { expect, test } from './support/fixtures';
import { TEST_ADMIN } from './support/server';
import { signIn } from './support/session';

function screensIn(colorScheme: 'light' | 'dark') {
  test.describe(`Accessibility, ${colorScheme} colours`, () => {
    test.use({ colorScheme });
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
      await axe(`Admin Login (${colorScheme})`);
      await login.signInButton.click();
      await expect(login.fieldMessage(LOGIN.emailRequired)).toBeVisible();
      await axe(`Admin Login, field errors (${colorScheme})`);
      await login.signIn(TEST_ADMIN.email, 'wrong-password');
      await expect(login.alert).toBeVisible();
      await axe(`Admin Login, invalid credentials (${colorScheme})`);

      await new NotFoundPage(page).goto();
      await axe(`Page Not Found (${colorScheme})`);
    });

    test('every admin route, reached from the sidebar', async ({ page, axe }) => {
      await signIn(page);
      // The app follows the browser's preference until the admin chooses.
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
      const layout = new AdminLayout(page);
      await axe(`Admin Dashboard (${colorScheme})`);
      await layout.profileButton.click();
      await expect(layout.profileCard).toBeVisible();
      await axe(`Profile card (${colorScheme})`);
      await page.keyboard.press('Escape');
      await layout.heading(/Welcome back/).click();

      for (const label of Object.keys(SCREENS) as ScreenLabel[]) {
        if (label === 'Dashboard') continue;
        await layout.open(label);
        await expect(layout.heading(SCREENS[label].title)).toBeVisible();
        // Scanned once the list has loaded: the grid is shown and nothing is loading.
        await expect(page.getByRole('grid')).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        await axe(`${SCREENS[label].title} (${colorScheme})`);
      }
    });

    test('the read-only lists: the Admin choice open and order details', async ({ page, axe }) => {
      await signIn(page);
      const users = new UsersPage(page);
      await users.goto();
      await expect(users.table.rows.first()).toBeVisible();
      await users.filterChoice('Admin').click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await axe(`User Management, Admin choice (${colorScheme})`);
      await page.keyboard.press('Escape');

      const orders = new OrdersPage(page);
      await orders.goto();
      await orders.openFirstDetails();
      await axe(`Order Details dialog (${colorScheme})`);
    });

    // The invoices the server made from the demo's paid gift-card orders (`screens: 'server'`).
    test('Payment Management menu and dialogs', async ({ page, axe }) => {
      await signIn(page);
      const payments = new PaymentsPage(page);
      await payments.goto();
      await expect(payments.table.rows.first()).toBeVisible();
      const number = await payments.firstNumber();
      await payments.openMenu(number);
      await expect(payments.menu).toBeVisible();
      await axe(`Invoice actions menu (${colorScheme})`);
      await payments.menuItem(PAYMENTS.menu.view).click();
      await expect(payments.details).toBeVisible();
      await axe(`Invoice Details dialog (${colorScheme})`);
      await payments.details.getByRole('button', { name: 'Close' }).click();
      await expect(payments.details).toBeHidden();
      await payments.openMenu(number);
      await payments.menuItem(PAYMENTS.menu.delete).click();
      await expect(page.getByRole('dialog', { name: PAYMENTS.confirmTitle(number) })).toBeVisible();
      await axe(`Void invoice confirmation (${colorScheme})`);
    });
  });
}

screensIn('light');
screensIn('dark');
