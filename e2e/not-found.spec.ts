import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

test.describe('Page Not Found', () => {
  test('an unknown path shows the spec texts and Go Home leads to the login', async ({ page }) => {
    const notFound = new NotFoundPage(page);
    await notFound.goto('/no-such-page/at-all');
    await expect(notFound.heading).toBeVisible();
    await expect(notFound.message).toBeVisible();

    await notFound.goHome.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(new LoginPage(page).heading).toBeVisible();
  });

  test('a signed-in admin also sees it, and Go Home leads to the dashboard', async ({ page }) => {
    await signIn(page);
    const notFound = new NotFoundPage(page);
    await notFound.goto('/admin-settings');
    await expect(notFound.heading).toBeVisible();
    await notFound.goHome.click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
  });
});
