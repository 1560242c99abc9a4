/**
 * The server screens' flow (notifications, banners): their rows live in the database. After the
 * shared create and edit (crudSteps.ts): an edit that replaces one image, a reload that shows the
 * same, and a delete that lasts.
 */
import { expect, type Page, type TestInfo } from '@playwright/test';
import { CrudPage } from '../pages/CrudPage';
import type { ServerScreen } from '../pages/serverScreens';
import { createAndEdit, deleteRow, expectImages, expectRow, type CrudCase } from './crudSteps';
import { smallPng } from './images';

export interface ServerCase<S extends ServerScreen = ServerScreen> extends CrudCase<S> {
  /** The image field the second edit gives a new file; the others keep theirs. */
  replace: keyof S['fields'] & keyof NonNullable<S['rowImages']> & string;
}

/** A case of either server screen, its values checked against that screen's form. */
export const serverCase = <S extends ServerScreen>(c: ServerCase<S>) => c as unknown as ServerCase;

export async function runServerCase(page: Page, testInfo: TestInfo, c: ServerCase): Promise<void> {
  const crud = new CrudPage(page, c.screen);
  await crud.goto();
  for (const column of c.screen.columns) {
    await expect(crud.table.grid.getByRole('columnheader', { name: column })).toBeVisible();
  }
  // Unique per run and per retry: the server keeps what earlier runs left.
  const suffix = `${testInfo.retry}-${Date.now().toString(36)}`;
  const { name, images } = await createAndEdit(crud, c, testInfo, suffix);

  // A new file for one image replaces it; the others stay.
  await crud.openEdit(name);
  await crud.fill({ [c.replace]: smallPng(testInfo, 'orange') }, 'edit');
  await crud.submitEdit();
  await expect(crud.editDialog).toBeHidden();
  await expect(crud.rowImage(c.replace, name)).not.toHaveAttribute('src', images[c.replace]!);
  for (const [image, src] of Object.entries(images)) {
    if (image !== c.replace) await expect(crud.rowImage(image, name)).toHaveAttribute('src', src);
  }
  await expectImages(crud, name, 'Close');

  // Saved on the server: a reload shows the same.
  await page.reload();
  await expectRow(crud, name, c.edited);

  // Deleted on the server too: gone after a reload, the rest of the list still there.
  await deleteRow(crud, name);
  await expect(crud.table.row(name)).toHaveCount(0);
  await page.reload();
  await expect(crud.heading).toBeVisible();
  await expect(crud.table.rows.first()).toBeVisible();
  await expect(crud.table.row(name)).toHaveCount(0);
}
