/**
 * The local-only screens' flow (docs/requirements.md#1-product-and-users): their lists live in
 * this tab's memory. After the shared create and edit (crudSteps.ts): a second row, a delete
 * that asks first, the empty list, and a reload that empties it again.
 */
import { expect, type Page, type TestInfo } from '@playwright/test';
import { CrudPage, type CrudScreen } from '../pages/CrudPage';
import {
  createAndEdit,
  createRow,
  deleteRow,
  rowName,
  withImages,
  type CaseValues,
  type CrudCase,
} from './crudSteps';
import { withTabScreens } from './screensMode';

export interface LocalCase<S extends CrudScreen = CrudScreen> extends CrudCase<S> {
  /** Another row, listed beside the first. */
  second: CaseValues<S>;
  /**
   * Kept on the reference server by the shipped config.js (`screens: 'server'`: Admin
   * Management, Manage Categories, Product Management, Blog Management), so its walk as a list in
   * the tab runs with config.js saying 'tab'.
   */
  inTabOnlyWithTabScreens?: true;
  /** What the tab must hold first, made through the app (a product's categories). */
  before?: (page: Page, testInfo: TestInfo) => Promise<void>;
}

/** A case of any local screen, its values checked against that screen's form. */
export const localCase = <S extends CrudScreen>(c: LocalCase<S>) => c as unknown as LocalCase;

/** Opens the case's screen as the specification's list in the tab, with what it needs first. */
export async function openLocalScreen(
  page: Page,
  c: LocalCase,
  testInfo: TestInfo,
): Promise<CrudPage> {
  if (c.inTabOnlyWithTabScreens) await withTabScreens(page);
  const crud = new CrudPage(page, c.screen);
  await crud.goto();
  await c.before?.(page, testInfo);
  return crud;
}

export async function runLocalCase(page: Page, testInfo: TestInfo, c: LocalCase): Promise<void> {
  const crud = await openLocalScreen(page, c, testInfo);
  await expect(crud.emptyMessage).toBeVisible();
  const { name } = await createAndEdit(crud, c, testInfo);

  // A second row joins the first; Cancel in the confirmation keeps the row, Delete removes it.
  const second = withImages(c.screen, c.second, testInfo);
  await createRow(crud, second);
  await expect(crud.table.rows).toHaveCount(2);
  await crud.askDelete(name);
  await crud.confirmDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(crud.table.rows).toHaveCount(2);
  await deleteRow(crud, name);
  await expect(crud.table.rows).toHaveCount(1);
  await expect(crud.table.row(name)).toHaveCount(0);
  await deleteRow(crud, rowName(c.screen, second));
  await expect(crud.emptyMessage).toBeVisible();

  // Nothing is kept beyond the tab's memory: a reload empties the list.
  await createRow(crud, second);
  await expect(crud.table.rows).toHaveCount(1);
  await page.reload();
  await expect(crud.heading).toBeVisible();
  await expect(crud.emptyMessage).toBeVisible();
}
