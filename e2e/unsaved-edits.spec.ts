/**
 * Nothing typed is lost (docs/decisions.md#unsaved-edits), for every form dialog from one table:
 * Back closes the dialog through the discard question, a reload asks the browser's "Leave site?"
 * and opens the same dialog again with the typing in place, and Discard ends it. Then a session
 * ended elsewhere mid-edit: after signing in again the same dialog opens with what was typed. And
 * Discard chosen by keyboard puts the focus back on what opened the dialog.
 */
import type { Locator, Page } from '@playwright/test';
import { CrudPage, type CrudScreen } from './pages/CrudPage';
import { ADMINS, BLOGS, CATEGORIES, PRODUCTS, WALLET } from './pages/localScreens';
import { BANNERS, NOTIFICATIONS } from './pages/serverScreens';
import { expect, test } from './support/fixtures';
import { LoginPage } from './pages/LoginPage';
import { createAdmin, firstSignIn } from './support/adminAccounts';
import { signInTo } from './support/session';

const FORM_SCREENS: readonly CrudScreen[] = [
  PRODUCTS,
  ADMINS,
  CATEGORIES,
  WALLET,
  BLOGS,
  NOTIFICATIONS,
  BANNERS,
];

const RESTORED = 'Your unsaved edits were restored';
const OWN_PASSWORD = 'ishaan-Own-Passw0rd';
const TYPED = 'Typed before the reload';

const discardQuestion = (page: Page) =>
  page.getByRole('dialog', { name: 'Discard unsaved changes?' });

/** The screen's first text field, which every create form has. */
const nameField = (screens: CrudPage, dialog: Locator) =>
  screens.field(dialog, screens.screen.nameField);

/** Whether two boxes on screen share any point. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!one || !two) throw new Error('not on screen');
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
}

/** The snackbar covers none of the open dialog's buttons. */
async function expectButtonsClear(page: Page, dialog: Locator) {
  const toast = page.getByText(RESTORED);
  await expect(toast).toBeVisible();
  for (const button of await dialog.getByRole('button').all()) {
    expect(await overlap(toast, button), await button.innerText()).toBe(false);
  }
}

/** Reloads the tab, accepting the browser's "Leave site?" that a changed form asks. */
async function reloadAccepting(page: Page): Promise<string[]> {
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  return asked;
}

for (const screen of FORM_SCREENS) {
  test(`${screen.title}: Back asks, a reload keeps the typing, Discard ends it`, async ({
    page,
  }) => {
    const screens = await signInTo(page, screen);
    let dialog = await screens.openCreate();
    await nameField(screens, dialog).fill(TYPED);

    // Back asks; Keep editing keeps the dialog and the typing, on the same page.
    await page.goBack();
    await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog).toBeVisible();
    await expect(nameField(screens, dialog)).toHaveValue(TYPED);
    await expect(page).toHaveURL(new RegExp(`${screen.path}$`));

    expect(await reloadAccepting(page)).toEqual(['beforeunload']);
    dialog = screens.createDialog;
    await expect(dialog).toBeVisible();
    await expect(nameField(screens, dialog)).toHaveValue(TYPED);
    await expectButtonsClear(page, dialog);

    // Back again, and Discard: the dialog closes and the page stays.
    await page.goBack();
    await discardQuestion(page).getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
    await page.reload();
    await expect(screens.heading).toBeVisible();
    await expect(dialog).toBeHidden();
  });
}

test('on a phone the snackbar covers none of a full-screen form’s buttons', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const screens = await signInTo(page, BANNERS);
  await nameField(screens, await screens.openCreate()).fill(TYPED);
  expect(await reloadAccepting(page)).toEqual(['beforeunload']);
  await expectButtonsClear(page, screens.createDialog);
});

test('a session ended elsewhere mid-edit: the same form opens again after signing in', async ({
  page,
  request,
  problems,
}) => {
  // The tab's calls are refused once its session is ended elsewhere.
  problems.expect({ url: /\/admin\//, status: 401 });
  // An account of its own: ending its other sessions ends no session of a test running beside.
  const admin = await createAdmin(request, 'Ishaan Mehta', 'unsaved', 'Super Admin');
  await firstSignIn(page, admin, OWN_PASSWORD);
  const screens = new CrudPage(page, ADMINS);
  await screens.goto();
  const dialog = await screens.openCreate();
  await screens.fill({ name: 'Anaya Rao', email: 'anaya.unsaved@example.com', role: 'Admin' });

  const elsewhere = await request.post('/admin/admin-login', {
    data: { email: admin.email, password: OWN_PASSWORD },
  });
  const { token } = (await elsewhere.json()) as { token: string };
  const ended = await request.post('/admin/profile/end-other-sessions', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(ended.ok()).toBe(true);
  // The tab hears of it on its live stream and goes to the sign-in page.
  await expect(page).toHaveURL(/\/admin-login$/);

  await new LoginPage(page).signIn(admin.email, OWN_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${ADMINS.path}$`));
  await expect(dialog).toBeVisible();
  await expect(screens.field(dialog, 'name')).toHaveValue('Anaya Rao');
  await expect(screens.field(dialog, 'email')).toHaveValue('anaya.unsaved@example.com');
  await expect(page.getByText(RESTORED)).toBeVisible();
});

test('Discard by keyboard: the focus goes back to the button that opened the dialog', async ({
  page,
}) => {
  const products = await signInTo(page, PRODUCTS);
  await products.addButton.focus();
  await page.keyboard.press('Enter');
  await expect(products.createDialog).toBeVisible();
  await page.keyboard.type('Half typed');
  await page.keyboard.press('Escape');
  await discardQuestion(page).getByRole('button', { name: 'Discard' }).press('Enter');
  await expect(products.createDialog).toBeHidden();
  await expect(products.addButton).toBeFocused();
});
