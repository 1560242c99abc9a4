import type { Locator, Page } from '@playwright/test';

/** The not-found screen (docs/requirements.md#not-found), texts to the letter. */
export class NotFoundPage {
  static readonly texts = {
    heading: 'Page Not Found',
    message: "Oops! The page you're looking for doesn't exist or has been moved.",
    goHome: 'Go Home',
  } as const;

  readonly heading: Locator;
  readonly message: Locator;
  readonly goHome: Locator;

  constructor(readonly page: Page) {
    const { texts } = NotFoundPage;
    this.heading = page.getByRole('heading', { level: 1, name: texts.heading });
    this.message = page.getByText(texts.message, { exact: true });
    this.goHome = page.getByRole('link', { name: texts.goHome });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }
}
