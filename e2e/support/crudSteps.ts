/**
 * What every create/edit/delete screen goes through (pages/CrudPage.ts), written once: the form's
 * refusals, a valid create, the row it lists with its images, and an edit without a new image.
 * The local-only and the server screens' flows (localFlow.ts, serverFlow.ts) go on from there.
 */
import { expect, type Locator, type TestInfo } from '@playwright/test';
import { AdminLayout } from '../pages/AdminLayout';
import type { CrudPage, CrudScreen, CrudValues } from '../pages/CrudPage';
import { preview } from '../pages/form';
import { loadedWidth, oversizedPng, smallPng, type Colour } from './images';

/** A case's values as the form takes them, but each image named by its colour (see withImages). */
export type CaseValues<S extends CrudScreen> = {
  [K in keyof CrudValues<S>]: S['fields'][K] extends { kind: 'file' } ? Colour : CrudValues<S>[K];
};

/** One screen's own data and steps; methods, so that a case of any screen fits the flows. */
export interface CrudCase<S extends CrudScreen = CrudScreen> {
  /** The test's title. */
  title: string;
  screen: S;
  /** What else the create form refuses, beyond the required fields and files over 5 MB. */
  refuse?(crud: CrudPage<S>): Promise<void>;
  /** The values of the first row, and texts its row then shows. */
  create: CaseValues<S>;
  created: readonly string[];
  /** What else to check once the first row is listed. */
  afterCreate?(crud: CrudPage<S>, row: Locator, name: string): Promise<void>;
  /** Texts the edit form shows besides the row's values. */
  editShows?: readonly string[];
  /** Values changed by the edit (no new image), and texts the row then shows. */
  edit: CaseValues<S>;
  edited: readonly string[];
  afterEdit?(crud: CrudPage<S>, row: Locator): Promise<void>;
}

const valueOf = (values: object, field: string) =>
  (values as Readonly<Record<string, string | undefined>>)[field];

/** The values with each image written, as a small PNG of its colour, into the test's folder. */
export function withImages<S extends CrudScreen>(
  screen: S,
  values: CaseValues<S>,
  testInfo: TestInfo,
): CrudValues<S> {
  const entries = Object.entries(values).map(([field, value]) => {
    const image = screen.fields[field]?.kind === 'file';
    return [field, image ? smallPng(testInfo, value as Colour) : value];
  });
  return Object.fromEntries(entries) as CrudValues<S>;
}

/** The row's name as the list shows it: the forms trim what is typed. */
export function rowName(screen: CrudScreen, values: object): string {
  return String(valueOf(values, screen.nameField)).trim();
}

/** A snackbar saying a write went through, where the screen has them. */
async function expectSnackbar(crud: CrudPage, write: 'created' | 'updated' | 'deleted') {
  const text = crud.screen.snackbars?.[write];
  if (text) await expect(new AdminLayout(crud.page).snackbar(text)).toBeVisible();
}

/**
 * In the open create form: sent empty, it shows every required message; every image field
 * refuses a file over 5 MB.
 */
async function expectRefusals(crud: CrudPage, testInfo: TestInfo): Promise<void> {
  const dialog = crud.createDialog;
  if (crud.screen.required.length > 0) {
    await crud.submitCreate();
    for (const message of crud.screen.required) {
      await expect(crud.message(dialog, message)).toBeVisible();
    }
  }
  for (const [field, message] of Object.entries(crud.screen.tooLarge ?? {})) {
    await crud.field(dialog, field).setInputFiles(oversizedPng(testInfo, `${field}-too-large.png`));
    await expect(crud.message(dialog, message)).toBeVisible();
  }
}

/** Once valid images are chosen: each shows its preview, and no too-large message is left. */
async function expectFilesTaken(crud: CrudPage, values: object): Promise<void> {
  for (const [name, field] of Object.entries(crud.screen.fields)) {
    if (field.kind === 'file' && valueOf(values, name)) {
      await expect(preview(crud.createDialog, field)).toBeVisible();
    }
  }
  for (const message of Object.values(crud.screen.tooLarge ?? {})) {
    await expect(crud.message(crud.createDialog, message)).toBeHidden();
  }
}

/** Creates a row from the add form; resolves once the form has closed. */
export async function createRow<S extends CrudScreen>(crud: CrudPage<S>, values: CrudValues<S>) {
  const dialog = await crud.openCreate();
  await crud.fill(values);
  await crud.submitCreate();
  await expect(dialog).toBeHidden();
}

/** Deletes a row after its confirmation. */
export async function deleteRow(crud: CrudPage, name: string): Promise<void> {
  await crud.askDelete(name);
  await crud.confirmDelete();
  await expectSnackbar(crud, 'deleted');
}

/** The row named `name` shows each of `texts`. */
export async function expectRow(crud: CrudPage, name: string, texts: readonly string[]) {
  const row = crud.table.row(name);
  for (const text of texts) await expect(row).toContainText(text);
  return row;
}

/**
 * The row's images have loaded (64 px wide) from where the screen keeps them; its image dialog,
 * if it has one, shows the image too and closes by its button or Escape. Resolves with the
 * row images' addresses.
 */
export async function expectImages(crud: CrudPage, name: string, close: 'Close' | 'Escape') {
  const { rowImages = {}, imageSrc, viewer } = crud.screen;
  const shown: Locator[] = Object.keys(rowImages).map((image) => crud.rowImage(image, name));
  const dialog = viewer ? await crud.openViewer(name) : undefined;
  if (dialog) shown.push(dialog.getByRole('img', { name: viewer!.title(name) }));
  for (const image of shown) {
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', imageSrc!);
    expect(await loadedWidth(image)).toBe(64);
  }
  if (dialog) {
    if (close === 'Close') await dialog.getByRole('button', { name: 'Close' }).click();
    else await crud.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  const sources = Object.keys(rowImages).map(async (image) => {
    return [image, (await crud.rowImage(image, name).getAttribute('src'))!] as const;
  });
  return Object.fromEntries(await Promise.all(sources));
}

/**
 * From the open screen: the create form's refusals, a valid create, its row; then an edit without
 * a new image, whose form shows the row's name, and the row it leaves. A `suffix` makes the
 * names unique (the server keeps what earlier runs left). Resolves with the row's name after
 * the edit and its images' addresses, which the edit kept.
 */
export async function createAndEdit<S extends CrudScreen>(
  crud: CrudPage<S>,
  c: CrudCase<S>,
  testInfo: TestInfo,
  suffix?: string,
) {
  const { nameField } = c.screen;
  const prepare = (caseValues: CaseValues<S>): CrudValues<S> => {
    const values = withImages(c.screen, caseValues, testInfo);
    const name = valueOf(values, nameField);
    if (suffix === undefined || name === undefined) return values;
    return { ...values, [nameField]: `${name} ${suffix}` };
  };

  const dialog = await crud.openCreate();
  await expectRefusals(crud, testInfo);
  await c.refuse?.(crud);
  const values = prepare(c.create);
  await crud.fill(values);
  await expectFilesTaken(crud, values);
  await crud.submitCreate();
  await expectSnackbar(crud, 'created');
  await expect(dialog).toBeHidden();
  const name = rowName(c.screen, values);
  await c.afterCreate?.(crud, await expectRow(crud, name, c.created), name);
  const images = await expectImages(crud, name, 'Close');

  const edit = await crud.openEdit(name);
  await expect(crud.field(edit, nameField)).toHaveValue(name);
  for (const text of c.editShows ?? []) await expect(edit.getByText(text)).toBeVisible();
  const changes = prepare(c.edit);
  await crud.fill(changes, 'edit');
  await crud.submitEdit();
  await expectSnackbar(crud, 'updated');
  await expect(edit).toBeHidden();
  const renamed = valueOf(changes, nameField) === undefined ? name : rowName(c.screen, changes);
  if (renamed !== name) await expect(crud.table.row(name)).toHaveCount(0);
  await c.afterEdit?.(crud, await expectRow(crud, renamed, c.edited));
  for (const [image, src] of Object.entries(images)) {
    await expect(crud.rowImage(image, renamed)).toHaveAttribute('src', src);
  }
  await expectImages(crud, renamed, 'Escape');
  return { name: renamed, images };
}
