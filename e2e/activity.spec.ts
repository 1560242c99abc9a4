/**
 * The activity trail (README: Activity trail): a change made in a dialog is in that item's
 * History tab and on the Activity screen, with who made it and the fields before and after, in
 * the screens' words and images.
 */
import { NOTIFICATIONS } from './pages/serverScreens';
import { expect, test } from './support/fixtures';
import { smallPng } from './support/images';
import { signInTo } from './support/session';

test('a notification created and renamed shows its history, and the Activity screen finds it', async ({
  page,
  axe,
}, testInfo) => {
  const crud = await signInTo(page, NOTIFICATIONS);
  const first = `Trail ${Date.now()}`;
  const renamed = `${first} renamed`;
  await crud.openCreate();
  await crud.fill({
    title: first,
    description: 'Recorded by the trail',
    type: 'Info',
    noticeTo: 'All',
    image: smallPng(testInfo, 'teal'),
  });
  await crud.submitCreate();
  await expect(crud.createDialog).toBeHidden();

  const edit = await crud.openEdit(first);
  await crud.field(edit, 'title').fill(renamed);
  await crud.submitEdit();
  await expect(edit).toBeHidden();

  const dialog = await crud.openEdit(renamed);
  await dialog.getByRole('tab', { name: 'History' }).click();
  const history = dialog.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Updated by');
  await expect(history.getByText(`Title: ${first} → ${renamed}`)).toBeVisible();
  await expect(history.getByRole('listitem').last()).toContainText('Created by');
  // In the screen's words, and the image as the image, not its stored path.
  await expect(history.getByText('Type: Info', { exact: true })).toBeVisible();
  await expect(history.getByText('Notice To: All', { exact: true })).toBeVisible();
  await expect(history.getByRole('img', { name: 'Image, after' })).toBeVisible();
  await expect(history.getByText(/\/media\//)).toHaveCount(0);
  await axe('notification history (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await axe('notification history (dark)');
  await page.emulateMedia({ colorScheme: 'light' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Updated' }).click();
  await expect(page).toHaveURL(/[?&]action=update/);
  const row = page.getByRole('row', { name: new RegExp(renamed) }).first();
  await expect(row).toContainText('Updated');
  await expect(row).toContainText(`Title: ${first} → ${renamed}`);
  await expect(page.getByRole('row', { name: /Signed in/ })).toHaveCount(0);

  // A reload keeps the filter; a shared link shows the same entries.
  await page.reload();
  const reloaded = page.getByRole('row', { name: new RegExp(renamed) }).first();
  await expect(reloaded).toBeVisible();

  // The entry whole: every field it recorded, before and after.
  await reloaded.getByRole('button', { name: /^View entry / }).click();
  const entry = page.getByRole('dialog', {
    name: new RegExp(`^Updated: Notification #\\d+ “${renamed}”$`),
  });
  await expect(entry).toBeVisible();
  await expect(page).toHaveURL(/[?&]entry=\d+/);
  const title = entry.getByRole('row', { name: /^Title/ });
  await expect(title.getByRole('cell')).toHaveText([first, renamed]);
  await axe('activity entry (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await axe('activity entry (dark)');
  await entry.getByRole('button', { name: 'Close' }).click();
  await expect(entry).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]entry=/);
});
