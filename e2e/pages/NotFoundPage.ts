import type { Locator, Page } from '@playwright/test';
import { ScreenPage } from './ScreenPage';

/** The not-found screen (docs/requirements.md#not-found), texts to the letter; any unknown path. */
export const NOT_FOUND = {
  path: '/no-such-page',
  title: 'Page Not Found',
  message: "Oops! The page you're looking for doesn't exist or has been moved.",
  goHome: 'Go Home',
} as const;

export class NotFoundPage extends ScreenPage<typeof NOT_FOUND> {
  readonly message: Locator;
  readonly goHome: Locator;

  constructor(page: Page) {
    super(page, NOT_FOUND);
    this.message = page.getByText(NOT_FOUND.message, { exact: true });
    this.goHome = page.getByRole('link', { name: NOT_FOUND.goHome });
  }
}
