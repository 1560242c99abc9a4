/**
 * The run-time `screens` setting (src/lib/config.ts) for a page: the shipped config.js says
 * 'server' (Admin Management keeps real accounts); a test of the specification's list in the tab
 * has the page read config.js with 'tab' instead, everything else as shipped.
 */
import type { Page } from '@playwright/test';

/** From the next load on, the page's config.js says `screens: 'tab'`. */
export async function withTabScreens(page: Page): Promise<void> {
  await page.route('**/config.js', async (route) => {
    const response = await route.fetch();
    const body = `${await response.text()}\nwindow.__BACKOFFICE_CONFIG__.screens = 'tab';\n`;
    await route.fulfill({ response, body });
  });
}
