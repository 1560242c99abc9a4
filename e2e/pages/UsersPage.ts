import type { Page } from '@playwright/test';
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
  constructor(page: Page) {
    super(page, USERS);
  }

  async filterAdmins(value: 'Yes' | 'No'): Promise<void> {
    await this.table.filter(this.filterButton, 'Admin', value);
  }
}
