import type { Locator, Page } from '@playwright/test';
import { DataGrid } from './DataGrid';

/** Order Management (docs/requirements.md#order-management): read only, search, the grid's filter, the Order Details modal. */
export class OrdersPage {
  static readonly path = '/order-management';
  static readonly texts = {
    title: 'Order Management',
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

  readonly heading: Locator;
  readonly search: Locator;
  readonly filterButton: Locator;
  readonly table: DataGrid;
  readonly details: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: OrdersPage.texts.title });
    this.search = page.getByPlaceholder(OrdersPage.texts.searchPlaceholder);
    this.filterButton = page.getByRole('button', { name: 'Filter', exact: true });
    this.table = new DataGrid(page, 'Orders');
    this.details = page.getByRole('dialog', {
      name: new RegExp(`^${OrdersPage.texts.detailsTitle}`),
    });
  }

  async goto(): Promise<void> {
    await this.page.goto(OrdersPage.path);
  }

  viewButton(orderId: string): Locator {
    return this.page.getByRole('button', { name: `View order ${orderId}`, exact: true });
  }

  async openDetails(orderId: string): Promise<Locator> {
    await this.viewButton(orderId).click();
    return this.details;
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
