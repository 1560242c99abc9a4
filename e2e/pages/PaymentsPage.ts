import type { Locator, Page } from '@playwright/test';
import { ListPage } from './ScreenPage';

/** Payment Management in the tab (`screens: 'tab'`): the sample invoice and its actions menu. */
export const PAYMENTS = {
  path: '/payment-management',
  title: 'Payment Management',
  grid: 'Invoices',
  searchPlaceholder: 'Search invoices...',
  empty: 'No invoices found',
  footer: 'No more records found',
  sample: { id: 'INV-2026-0001', giftCard: 'Amazon Gift Card', amount: '$100' },
  menu: { view: 'View Details', download: 'Download File', delete: 'Delete' },
  detailsTitle: 'Invoice Details',
  confirmTitle: 'Delete invoice?',
} as const;

/** Payment Management on the server: the invoices made from the demo's paid gift-card orders. */
export const SERVER_PAYMENTS = {
  ...PAYMENTS,
  /** The newest invoice not yet void. */
  paidPath: '/payment-management?status=Paid',
  number: /^INV-\d{6,}$/,
  confirmTitle: (number: string) => `Void invoice ${number}?`,
  voided: (number: string) => `Invoice ${number} voided.`,
} as const;

export class PaymentsPage extends ListPage<typeof PAYMENTS> {
  readonly footer: Locator;
  readonly menu: Locator;
  readonly details: Locator;
  readonly confirmDialog: Locator;

  constructor(page: Page) {
    super(page, PAYMENTS);
    this.footer = page.getByText(PAYMENTS.footer, { exact: true });
    this.menu = page.getByRole('menu');
    this.details = page.getByRole('dialog', { name: PAYMENTS.detailsTitle });
    this.confirmDialog = page.getByRole('dialog', { name: PAYMENTS.confirmTitle });
  }

  /** Opens the actions menu of an invoice. */
  async openMenu(invoiceId: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Actions for ${invoiceId}`, exact: true }).click();
    return this.menu;
  }

  menuItem(name: string): Locator {
    return this.menu.getByRole('menuitem', { name, exact: true });
  }

  /** Opens an invoice's menu and chooses `item`. */
  async choose(invoiceId: string, item: string): Promise<void> {
    await this.openMenu(invoiceId);
    await this.menuItem(item).click();
  }

  /** The invoice number of the first row (server mode). */
  async firstNumber(): Promise<string> {
    const first = this.table.rows.first().getByRole('gridcell').first();
    return (await first.textContent()) ?? '';
  }
}
