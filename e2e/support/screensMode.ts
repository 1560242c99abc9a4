/**
 * The run-time `screens` and `lists` settings (src/lib/config.ts) for a page: the shipped
 * config.js says 'server' for both (Admin Management keeps real accounts, the server pages the
 * lists); a test of the specification's list in the tab, or of the whole lists paged in the
 * browser, has the page read config.js with 'tab' or 'client' instead, everything else as shipped.
 */
import type { Page } from '@playwright/test';

/** From the next load on, the page's config.js says `screens: 'tab'`. */
export const withTabScreens = (page: Page) => withSetting(page, 'screens', 'tab');

/** From the next load on, the page's config.js says `lists: 'client'`. */
export const withWholeLists = (page: Page) => withSetting(page, 'lists', 'client');

async function withSetting(page: Page, setting: string, value: string): Promise<void> {
  await page.route('**/config.js', async (route) => {
    const response = await route.fetch();
    const body = `${await response.text()}\nwindow.__BACKOFFICE_CONFIG__.${setting} = '${value}';\n`;
    await route.fulfill({ response, body });
  });
}
