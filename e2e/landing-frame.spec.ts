/**
 * Signing in from the sign-in page shown first: the dashboard's frame, drawn hidden while the form
 * was filled, is shown the moment the token comes, and the app's first render takes its place,
 * leaving nothing of it (docs/decisions.md#login-first). At a laptop's and a phone's width, with
 * the admin screens on the server and in the tab.
 */
import type { Page } from '@playwright/test';
import { AdminLayout } from './pages/AdminLayout';
import { LoginPage } from './pages/LoginPage';
import { expect, test } from './support/fixtures';
import { withTabScreens } from './support/screensMode';
import { TEST_ADMIN } from './support/server';

type Watched = Window & { landing?: string[] };

/**
 * In the page, before its scripts: what showed the dashboard's heading, in turn: the frame's copy
 * ('frame') or the app's own drawing ('app').
 */
function watchLanding(): void {
  const landing: string[] = ((window as Watched).landing = []);
  new MutationObserver(() => {
    const copy = document.querySelector<HTMLElement>('body > [data-landing-frame]');
    const app = document.querySelector('#root main h1')?.textContent?.startsWith('Welcome back');
    const now = copy?.style.visibility === 'visible' ? 'frame' : app ? 'app' : undefined;
    if (now && landing.at(-1) !== now) landing.push(now);
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

const landingSeen = (page: Page) => page.evaluate(() => (window as Watched).landing);

const WIDTHS = {
  laptop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

for (const [device, viewport] of Object.entries(WIDTHS)) {
  for (const screens of ['server', 'tab'] as const) {
    test(`signing in shows the dashboard's frame at once, then the app in its place (${device}, screens in the ${screens})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(watchLanding);
      if (screens === 'tab') await withTabScreens(page);
      await page.goto('/admin-login');
      const login = new LoginPage(page);
      await login.email.fill(TEST_ADMIN.email);
      await login.password.fill(TEST_ADMIN.password);
      // Drawn while the form is filled: laid out, not shown, and the form as it was.
      const frame = page.locator('body > [data-landing-frame]');
      await expect(frame).toBeAttached();
      await expect(frame).toBeHidden();
      await expect(login.heading).toBeVisible();

      await login.signInButton.click();
      const layout = new AdminLayout(page);
      await expect(layout.heading(`Welcome back, ${TEST_ADMIN.name}!`)).toBeVisible();
      expect(await landingSeen(page)).toEqual(['frame', 'app']);
      // Nothing of the frame is left: neither its copy nor the hidden drawing.
      await expect(page.locator('[data-landing-frame]')).toHaveCount(0);
      // The app answers.
      const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
      await shortcuts.getByRole('link', { name: 'Order Management' }).click();
      await expect(page).toHaveURL(/\/order-management/);
    });
  }
}
