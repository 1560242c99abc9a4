import type { Locator, Page } from '@playwright/test';
import { ScreenPage } from './ScreenPage';

/** Admin Login (docs/requirements.md#admin-login): its labels and messages, in one place. */
export const LOGIN = {
  path: '/admin-login',
  title: 'Admin Login',
  emailRequired: 'Email is required.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  invalidCredentials: 'Invalid credentials.',
  sessionExpired: 'Authentication required. Please login again.',
} as const;

export class LoginPage extends ScreenPage<typeof LOGIN> {
  readonly email: Locator;
  readonly password: Locator;
  readonly showPassword: Locator;
  readonly signInButton: Locator;
  /** Offered once the app knows its backend keeps passkeys (the reference server). */
  readonly passkeyButton: Locator;
  /** The form's error banner (wrong credentials, server failures). */
  readonly alert: Locator;

  constructor(page: Page) {
    super(page, LOGIN);
    this.email = page.getByRole('textbox', { name: 'Email' });
    this.password = page.getByLabel('Password', { exact: true });
    this.showPassword = page.getByRole('button', { name: 'Show password' });
    this.signInButton = page.getByRole('button', { name: 'Sign In', exact: true });
    this.passkeyButton = page.getByRole('button', { name: 'Sign in with a passkey' });
    this.alert = page.getByRole('main').getByRole('alert');
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.signInButton.click();
  }

  /** The message under a field. */
  fieldMessage(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
