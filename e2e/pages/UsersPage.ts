import type { Locator, Page } from '@playwright/test';
import { DataGrid } from './DataGrid';

/** User Management (docs/requirements.md#user-management): read only, search by name or email, the grid's filter. */
export class UsersPage {
  static readonly path = '/user-management';
  static readonly texts = {
    title: 'User Management',
    searchPlaceholder: 'Search user...',
    empty: 'No users found',
    columns: ['Sr No.', 'Full Name', 'Email', 'Admin', 'Joined'],
  } as const;

  readonly heading: Locator;
  readonly search: Locator;
  readonly filterButton: Locator;
  readonly table: DataGrid;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: UsersPage.texts.title });
    this.search = page.getByPlaceholder(UsersPage.texts.searchPlaceholder);
    this.filterButton = page.getByRole('button', { name: 'Filter', exact: true });
    this.table = new DataGrid(page, 'Users');
  }

  async goto(): Promise<void> {
    await this.page.goto(UsersPage.path);
  }

  async filterAdmins(value: 'Yes' | 'No'): Promise<void> {
    await this.table.filter(this.filterButton, 'Admin', value);
  }
}
