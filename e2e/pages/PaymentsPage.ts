import type { Locator, Page } from '@playwright/test';
import { DataGrid } from './DataGrid';

/** Payment Management (local only): the sample invoice and its actions menu. */
export class PaymentsPage {
  static readonly path = '/payment-management';
  static readonly texts = {
    title: 'Payment Management',
    searchPlaceholder: 'Search invoices...',
    footer: 'No more records found',
    empty: 'No invoices found',
    sample: { id: 'INV-2026-0001', giftCard: 'Amazon Gift Card', amount: '$100' },
    menu: { view: 'View Details', download: 'Download File', delete: 'Delete' },
    detailsTitle: 'Invoice Details',
    confirmTitle: 'Delete invoice?',
  } as const;

  readonly heading: Locator;
  readonly search: Locator;
  readonly table: DataGrid;
  readonly footer: Locator;
  readonly menu: Locator;
  readonly details: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    const { texts } = PaymentsPage;
    this.heading = page.getByRole('heading', { level: 1, name: texts.title });
    this.search = page.getByPlaceholder(texts.searchPlaceholder);
    this.table = new DataGrid(page, 'Invoices');
    this.footer = page.getByText(texts.footer, { exact: true });
    this.menu = page.getByRole('menu');
    this.details = page.getByRole('dialog', { name: texts.detailsTitle });
    this.confirmDialog = page.getByRole('dialog', { name: texts.confirmTitle });
  }

  async goto(): Promise<void> {
    await this.page.goto(PaymentsPage.path);
  }

  async openMenu(invoiceId: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Actions for ${invoiceId}`, exact: true }).click();
    return this.menu;
  }

  menuItem(name: string): Locator {
    return this.menu.getByRole('menuitem', { name, exact: true });
  }
}
