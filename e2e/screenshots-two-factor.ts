/**
 * `npm run screenshots`: the profile card's Two-factor authentication dialog over the dashboard,
 * with the QR code and key to scan. The secret shown is a fixed example in place of the one the
 * server made, so that two runs give the same picture; the seeded admin's sign-in is left as it
 * was (a set-up not turned on changes nothing).
 */
import { mkdirSync } from 'node:fs';
import { AdminLayout } from './pages/AdminLayout';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';
import { OUT, shoot } from './support/shoot';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/Shop%20Back-Office:admin%40example.com?issuer=Shop%20Back-Office&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;

test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

test('screenshot of two-factor authentication: the QR code to scan', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.route('**/admin/profile/two-factor', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const answer = (await (await route.fetch()).json()) as object;
    return route.fulfill({ json: { ...answer, secret: SECRET, otpauthUrl: OTPAUTH } });
  });
  await signIn(page);
  const layout = new AdminLayout(page);
  await layout.profileButton.click();
  await layout.profileCard.getByRole('button', { name: 'Two-factor authentication' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Code' }).fill('284913');
  await shoot(page, 'two-factor');
});
