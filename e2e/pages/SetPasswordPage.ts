import type { Locator, Page } from '@playwright/test';
import { ScreenPage } from './ScreenPage';

/** First sign-in's page (docs/decisions.md#roles-and-your-own-account): labels and messages. */
export const SET_PASSWORD = {
  path: '/set-password',
  title: 'Set your password',
  tooShort: 'Password must be at least 8 characters long.',
  mismatch: 'Passwords do not match.',
} as const;

/** The page a role may not open: its title and the server's words for an Admin. */
export const FORBIDDEN = {
  title: 'Access denied',
  adminAccounts: 'An Admin may not view admin accounts.',
  back: 'Go to dashboard',
} as const;

/** The profile card's own-account actions and what the server answers them. */
export const OWN_ACCOUNT = {
  changePassword: 'Change password',
  endOtherSessions: 'Sign out of other sessions',
  wrongCurrent: 'Current password is incorrect.',
  passwordChanged: 'Password changed.',
  otherSessionsEnded: 'Signed out of every other session.',
} as const;

export class SetPasswordPage extends ScreenPage<typeof SET_PASSWORD> {
  readonly oneTimePassword: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;

  constructor(page: Page) {
    super(page, SET_PASSWORD);
    this.oneTimePassword = page.getByLabel(/^One-time password/);
    this.newPassword = page.getByLabel(/^New password/);
    this.confirmPassword = page.getByLabel(/^Confirm new password/);
    this.submit = page.getByRole('button', { name: 'Set password' });
  }

  async setPassword(oneTime: string, own: string, confirmation = own): Promise<void> {
    await this.oneTimePassword.fill(oneTime);
    await this.newPassword.fill(own);
    await this.confirmPassword.fill(confirmation);
    await this.submit.click();
  }

  /** The message under a field. */
  fieldMessage(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
