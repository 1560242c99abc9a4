/**
 * Accessibility of the create/edit screens' dialogs: an axe-core scan of each one's create form
 * with its errors, its list with a row, its edit form, its image dialog where it has one, and its
 * delete confirmation. A serious or critical violation fails the test; lesser ones are recorded
 * as `axe` annotations.
 */
import { CrudPage } from './pages/CrudPage';
import { BANNERS, NOTIFICATIONS } from './pages/serverScreens';
import { rowName, withImages } from './support/crudSteps';
import { expect, test } from './support/fixtures';
import { LOCAL_CASES } from './support/localCases';
import { openLocalScreen } from './support/localFlow';
import { signIn } from './support/session';

type Axe = (label: string) => Promise<void>;

/** Sends the create form empty and scans it with its errors. */
async function scanCreateErrors(crud: CrudPage, axe: Axe): Promise<void> {
  await crud.openCreate();
  await crud.submitCreate();
  await axe(`${crud.screen.createTitle} dialog, field errors`);
}

test.describe('Accessibility', () => {
  // Each scan takes a second or two on a small, busy CI machine.
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  for (const c of LOCAL_CASES) {
    test(`${c.screen.title} dialogs`, async ({ page, axe }, testInfo) => {
      const crud = await openLocalScreen(page, c, testInfo);
      await scanCreateErrors(crud, axe);
      const values = withImages(c.screen, c.create, testInfo);
      await crud.fill(values);
      await crud.submitCreate();
      await expect(crud.createDialog).toBeHidden();
      await axe(`${c.screen.title} with a row`);

      const name = rowName(c.screen, values);
      await crud.openEdit(name);
      await axe(`${c.screen.editTitle} dialog`);
      await crud.editDialog.getByRole('button', { name: 'Cancel' }).click();
      if (c.screen.viewer) {
        const viewer = await crud.openViewer(name);
        await expect(viewer).toBeVisible();
        await axe(`${c.screen.title}, image dialog`);
        await page.keyboard.press('Escape');
        await expect(viewer).toBeHidden();
      }
      await crud.askDelete(name);
      await axe(`Delete ${c.screen.rowNoun} confirmation`);
      await crud.confirmDelete();
    });
  }

  test('notifications and banners: create, edit and confirm dialogs', async ({ page, axe }) => {
    for (const screen of [NOTIFICATIONS, BANNERS]) {
      const crud = new CrudPage(page, screen);
      await crud.goto();
      await expect(crud.table.rows.first()).toBeVisible();
      await axe(`${screen.title} with its list`);
      await scanCreateErrors(crud, axe);
      await crud.createDialog.getByRole('button', { name: 'Cancel' }).click();
      await crud.firstRowAction('Edit').click();
      await expect(crud.editDialog).toBeVisible();
      await axe(`${screen.editTitle} dialog`);
      await crud.editDialog.getByRole('button', { name: 'Cancel' }).click();
      await crud.firstRowAction('Delete').click();
      await expect(crud.confirmDialog).toBeVisible();
      await axe(`Delete ${screen.rowNoun} confirmation`);
      await crud.confirmDialog.getByRole('button', { name: 'Cancel' }).click();
    }
  });
});
