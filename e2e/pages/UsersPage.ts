import type { Locator, Page } from '@playwright/test';
import { ListPage } from './ScreenPage';

/** User Management (docs/requirements.md#user-management): read only, search by name or email, the grid's filter. */
export const USERS = {
  path: '/user-management',
  title: 'User Management',
  grid: 'Users',
  searchPlaceholder: 'Search user...',
  empty: 'No users found',
  columns: ['Sr No.', 'Full Name', 'Email', 'Admin', 'Joined'],
} as const;

export class UsersPage extends ListPage<typeof USERS> {
  /** The selected user's card, with their orders (docs/api.md#a-customers-orders). */
  readonly card: Locator;
  readonly lastOrders: Locator;
  readonly viewOrders: Locator;

  constructor(page: Page) {
    super(page, USERS);
    this.card = page.getByRole('region', { name: 'Selected user' });
    this.lastOrders = this.card.getByRole('list', { name: 'Last orders' }).getByRole('listitem');
    this.viewOrders = this.card.getByRole('link', { name: 'View orders' });
  }

  /** The card's figures: 'Orders: 3 · Total spent: ₹1,749.00'. */
  figures(orders: number, spent: string): Locator {
    return this.card.getByText(`Orders: ${orders} · Total spent: ${spent}`, { exact: true });
  }

  async filterAdmins(value: 'Yes' | 'No'): Promise<void> {
    await this.filterBy('Admin', value);
  }
}
