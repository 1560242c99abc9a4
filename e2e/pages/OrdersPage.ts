import { expect, type Locator, type Page } from '@playwright/test';
import { ListPage } from './ScreenPage';

/** Order Management (docs/requirements.md#order-management): read only, search, the grid's filter, the Order Details modal. */
export const ORDERS = {
  path: '/order-management',
  title: 'Order Management',
  grid: 'Orders',
  searchPlaceholder: 'Search orders...',
  empty: 'No orders found',
  noMatch: 'No matching orders found',
  detailsTitle: 'Order Details',
  sections: [
    'Order Information',
    'User Information',
    'Product Information',
    'Payment Information',
    'Additional Details',
  ],
} as const;

export class OrdersPage extends ListPage<typeof ORDERS> {
  readonly details: Locator;

  constructor(page: Page) {
    super(page, ORDERS);
    this.details = page.getByRole('dialog', { name: new RegExp(`^${ORDERS.detailsTitle}`) });
  }

  /**
   * The order ids of the rows the grid has drawn (it draws those near the view), in order: each
   * Order ID cell's first line, the order's short number being the line beneath.
   */
  shownIds(): Promise<string[]> {
    return this.table.rows.evaluateAll((rows) =>
      rows.map((row) => {
        const cell = row.querySelector<HTMLElement>('[data-field="orderId"]');
        return cell?.innerText.split('\n')[0] ?? '';
      }),
    );
  }

  viewButton(orderId: string): Locator {
    return this.page.getByRole('button', { name: `View order ${orderId}`, exact: true });
  }

  async openDetails(orderId: string): Promise<Locator> {
    await this.viewButton(orderId).click();
    return this.details;
  }

  /** Opens the details of the first order listed. */
  async openFirstDetails(): Promise<Locator> {
    await this.page
      .getByRole('button', { name: /^View order / })
      .first()
      .click();
    await expect(this.details).toBeVisible();
    return this.details;
  }

  /** The removable chip of the customer the list is narrowed to. */
  customerChip(name: string): Locator {
    return this.page.getByRole('button', { name: `Customer: ${name}`, exact: true });
  }

  section(name: string): Locator {
    return this.details.getByRole('region', { name, exact: true });
  }

  /** A labelled value in a details section ("Order ID" → its definition). */
  detail(section: string, term: string): Locator {
    return this.section(section)
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::*[1]');
  }
}
