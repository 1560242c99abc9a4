/**
 * The suite's own guard, checked: a failure nobody declared fails the test (these tests are
 * expected to fail), and a declared one does not.
 */
import { expect, test } from './support/fixtures';

test.describe('The error watcher', () => {
  test('fails a test on an undeclared failed request', async ({ page }) => {
    test.fail(true, 'the watcher must turn the 404 into a failure');
    await page.goto('/admin-login');
    expect(await page.evaluate(() => fetch('/media/no-such-image.png').then((r) => r.status))).toBe(
      404,
    );
  });

  test('fails a test on an uncaught page error', async ({ page }) => {
    test.fail(true, 'the watcher must turn the page error into a failure');
    await page.goto('/admin-login');
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('boom');
      }),
    );
    await page.waitForTimeout(200);
  });

  test('lets a declared failure pass', async ({ page, problems }) => {
    problems.expect({ url: '/media/no-such-image.png', status: 404 });
    await page.goto('/admin-login');
    expect(await page.evaluate(() => fetch('/media/no-such-image.png').then((r) => r.status))).toBe(
      404,
    );
  });
});
