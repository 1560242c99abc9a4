import { expect, type Locator, type Page } from '@playwright/test';
import { CrudPage, type CrudScreen } from './CrudPage';
import { ADMINS } from './localScreens';

/**
 * Admin Management with the shipped config.js (`screens: 'server'`): the specification's screen,
 * form and texts over the reference server's accounts, with its snackbars.
 */
export const ADMIN_ACCOUNTS = {
  ...ADMINS,
  snackbars: {
    created: 'Admin created successfully!',
    updated: 'Admin updated successfully!',
    deleted: 'Admin deleted successfully!',
  },
} as const satisfies CrudScreen;

/** The accounts' list, its search, the edit form's own controls and the one-time password. */
export class AdminAccountsPage extends CrudPage<typeof ADMIN_ACCOUNTS> {
  readonly search: Locator;
  readonly disabledSwitch: Locator;
  readonly resetPasswordButton: Locator;
  readonly passwordDialog: Locator;

  constructor(page: Page) {
    super(page, ADMIN_ACCOUNTS);
    this.search = page.getByRole('searchbox', { name: 'Search admins by name or email' });
    this.disabledSwitch = this.editDialog.getByRole('switch', { name: 'Disabled' });
    this.resetPasswordButton = this.editDialog.getByRole('button', { name: 'Reset password' });
    this.passwordDialog = page.getByRole('dialog', { name: 'One-time password', exact: true });
  }

  /**
   * The one-time password its dialog shows after a create or a reset, copied with its button
   * (the clipboard then holds it) before Done closes the dialog; resolves with the password.
   */
  async takePassword(): Promise<string> {
    await expect(this.passwordDialog).toBeVisible();
    await expect(this.passwordDialog).toContainText('will not be shown again');
    await expect(this.passwordDialog).toContainText('must set a password of their own');
    const password = await this.passwordDialog.getByLabel('One-time password').inputValue();
    expect(password.length).toBeGreaterThanOrEqual(8);
    await this.passwordDialog.getByRole('button', { name: 'Copy password' }).click();
    expect(await this.page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await this.passwordDialog.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(this.passwordDialog).toBeHidden();
    return password;
  }
}
