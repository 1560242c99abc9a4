/**
 * Script payloads typed into the local-only screens' text fields (products, admins, categories,
 * wallet payments, blogs) are listed as text, in the row and in the image dialog's title
 * (docs/security.md): no payload's script runs and no dialog opens. Each
 * screen's valid values come from its own case (support/localCases.ts); an admin's e-mail
 * keeps its valid address, since the form refuses anything else.
 */
import type { CrudScreen } from './pages/CrudPage';
import { createRow, rowName, withImages } from './support/crudSteps';
import { LOCAL_CASES } from './support/localCases';
import { openLocalScreen } from './support/localFlow';
import { signIn } from './support/session';
import { expect, PAYLOADS, test } from './support/xss';

/** The screen's values with a payload after each free-text field's value. */
function withPayloads(screen: CrudScreen, values: object): object {
  const entries = Object.entries(values).map(([field, value], i) => {
    const { kind } = screen.fields[field] ?? {};
    const freeText = (kind === 'textbox' || kind === 'placeholder') && field !== 'email';
    return [field, freeText ? `${String(value)} ${PAYLOADS[i % PAYLOADS.length]}` : value];
  });
  return Object.fromEntries(entries);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

for (const c of LOCAL_CASES) {
  test(`${c.screen.title}: script payloads in its fields are shown as text`, async ({
    page,
    scripts,
  }, testInfo) => {
    const crud = await openLocalScreen(page, c, testInfo);
    const values = withPayloads(c.screen, withImages(c.screen, c.create, testInfo));
    await createRow(crud, values as Parameters<typeof createRow>[1]);
    const name = rowName(c.screen, values);
    expect(name).toContain('<');
    await expect(crud.table.row(name)).toBeVisible();
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    await scripts.expectNothingRan();

    const { viewer } = c.screen;
    if (viewer) {
      const dialog = await crud.openViewer(name);
      await expect(dialog.getByText(viewer.title(name), { exact: true })).toBeVisible();
      await scripts.expectNothingRan();
    }
  });
}
