/**
 * The typed-in lists kept on the server by the shipped config.js (`screens: 'server'`,
 * docs/decisions.md#content-on-the-server): after the shared create and edit (crudSteps.ts), the
 * row survives a reload and shows in a colleague's browser; its delete lasts, in both.
 */
import { expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { CrudPage } from '../pages/CrudPage';
import type { ServerScreen } from '../pages/serverScreens';
import { createAndEdit, deleteRow, expectRow, type CrudCase } from './crudSteps';
import { signIn } from './session';

export type KeptCase<S extends ServerScreen = ServerScreen> = CrudCase<S>;

/** A case of any kept screen, its values checked against that screen's form. */
export const keptCase = <S extends ServerScreen>(c: KeptCase<S>) => c as unknown as KeptCase;

/** Opens the case's screen; its columns are the specification's (and the server's extras). */
async function openScreen(page: Page, c: KeptCase): Promise<CrudPage> {
  const crud = new CrudPage(page, c.screen);
  await crud.goto();
  for (const column of c.screen.columns) {
    await expect(crud.table.grid.getByRole('columnheader', { name: column })).toBeVisible();
  }
  return crud;
}

/** Gone from the list, which still shows the server's other rows. */
async function expectGone(crud: CrudPage, name: string) {
  await expect(crud.heading).toBeVisible();
  await expect(crud.table.rows.first()).toBeVisible();
  await expect(crud.table.row(name)).toHaveCount(0);
}

export async function runKeptCase(
  page: Page,
  newContext: () => Promise<BrowserContext>,
  testInfo: TestInfo,
  c: KeptCase,
): Promise<void> {
  await signIn(page);
  const crud = await openScreen(page, c);
  // Unique per run and per retry: the server keeps what earlier runs left.
  const suffix = `${testInfo.retry}-${Date.now().toString(36)}`;
  const { name } = await createAndEdit(crud, c, testInfo, suffix);

  // Kept on the server: a reload shows the same, and so does a colleague's browser.
  await page.reload();
  await expectRow(crud, name, c.edited);
  const colleague = await (await newContext()).newPage();
  await signIn(colleague);
  const theirs = await openScreen(colleague, c);
  await expectRow(theirs, name, c.edited);

  // Deleted on the server: gone after a reload, and from the colleague's list.
  await deleteRow(crud, name);
  await expect(crud.table.row(name)).toHaveCount(0);
  await page.reload();
  await expectGone(crud, name);
  await colleague.reload();
  await expectGone(theirs, name);
}
