/**
 * A notice To Specific Users names its recipients (docs/api.md#notification-recipients): at 1280
 * px on the reference server, two users are picked among the server's, saved, shown on the row
 * and in its details, and stored; where users cannot be chosen (`screens: 'tab'`), the form says
 * so and saves no such notice.
 */
import type { Page } from '@playwright/test';
import { CrudPage } from './pages/CrudPage';
import { NOTIFICATIONS } from './pages/serverScreens';
import { deleteRow } from './support/crudSteps';
import { expect, test } from './support/fixtures';
import { smallPng } from './support/images';
import { SHARED_THUMBNAIL_GONE } from './support/problems';
import { withTabScreens } from './support/screensMode';
import { displayName, loadUsers, type ApiUser } from './support/shopData';
import { apiGet, signIn } from './support/session';

const LAPTOP = { width: 1280, height: 800 };

interface StoredNotification {
  title: string;
  recipients: string[];
}

async function openForm(page: Page, title: string, image: string) {
  const crud = new CrudPage(page, NOTIFICATIONS);
  await crud.goto();
  const dialog = await crud.openCreate();
  await crud.fill({ title, description: 'Early access for two', type: 'Info', image });
  await crud.fill({ noticeTo: 'Specific Users' });
  return { crud, dialog };
}

test('two users picked at 1280 px show on the row and in the details, and the server stores them', async ({
  page,
  request,
  axe,
}, testInfo) => {
  await page.setViewportSize(LAPTOP);
  const users = await loadUsers(request);
  // Two users whose names no other user has, so that a search for one finds it alone.
  const named = (user: ApiUser) =>
    users.filter((other) => displayName(other) === displayName(user));
  const [first, second] = users.filter((user) => user.fullName && named(user).length === 1);
  if (!first || !second) throw new Error('The seed has fewer than two uniquely named users.');
  const title = `VIP early access ${Date.now()}`;
  await signIn(page);
  const { crud, dialog } = await openForm(page, title, smallPng(testInfo, 'teal'));

  await dialog.getByRole('button', { name: NOTIFICATIONS.createSubmit }).click();
  await expect(dialog.getByText('Choose at least one user.')).toBeVisible();
  const picker = dialog.getByRole('combobox', { name: /^Recipients/ });
  for (const user of [first, second]) {
    await picker.fill(displayName(user));
    await page
      .getByRole('option', { name: `${displayName(user)} · ${user.email}`, exact: true })
      .click();
  }
  await axe('the notification dialog with two recipients chosen');
  await dialog.getByRole('button', { name: NOTIFICATIONS.createSubmit }).click();
  await expect(dialog).toBeHidden();

  const row = crud.table.row(title);
  const noticeTo = row.getByRole('button', { name: 'Specific Users · 2', exact: true });
  // Whole within its cell, beside the sidebar.
  const cell = row.locator('[data-field="noticeTo"]');
  const [link, box] = [await noticeTo.boundingBox(), await cell.boundingBox()];
  expect(link && box && link.x + link.width).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0));
  await noticeTo.click();
  const details = page.getByRole('dialog', { name: `Recipients of “${title}”` });
  for (const user of [first, second]) {
    await expect(
      details.getByRole('listitem').filter({ hasText: displayName(user) }),
    ).toContainText(user.email ?? '');
  }
  await axe("a notification's recipients");
  await details.getByRole('button', { name: 'Close' }).click();

  const { notifications } = await apiGet<{ notifications: StoredNotification[] }>(
    request,
    '/admin/notification/all',
  );
  const stored = notifications.find((notification) => notification.title === title);
  expect(stored?.recipients).toEqual([first.id, second.id]);
  await deleteRow(crud, title);
});

test('where users cannot be chosen, the form says so and saves no notice To Specific Users', async ({
  page,
  problems,
}, testInfo) => {
  problems.expect(SHARED_THUMBNAIL_GONE);
  await page.setViewportSize(LAPTOP);
  await withTabScreens(page);
  await signIn(page);
  const { dialog } = await openForm(page, 'Nobody to reach', smallPng(testInfo, 'pink'));

  await expect(dialog.getByText('Choosing users is not available on this backend.')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: /^Recipients/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: NOTIFICATIONS.createSubmit }).click();
  await expect(
    dialog.getByText('Specific Users cannot be saved here: choose another Notice To.'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});
