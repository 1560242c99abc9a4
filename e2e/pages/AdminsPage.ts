import type { Page } from '@playwright/test';
import { CrudPage } from './CrudPage';

export interface AdminInput {
  name: string;
  email: string;
  role: 'Admin' | 'Super Admin';
}

/** Admin Management (local only). */
export class AdminsPage extends CrudPage {
  constructor(page: Page) {
    super(page, {
      path: '/admin-management',
      title: 'Admin Management',
      gridName: 'Admins',
      empty: 'No admins found',
      addButton: 'Add Admin',
      createTitle: 'Add Admin',
      editTitle: 'Edit Admin',
      createSubmit: 'Add Admin',
      editSubmit: 'Save Changes',
      confirmTitle: 'Delete admin?',
      subject: (name) => `admin ${name}`,
    });
  }

  async fill(admin: AdminInput, mode: 'create' | 'edit' = 'create'): Promise<void> {
    const dialog = mode === 'create' ? this.createDialog : this.editDialog;
    await dialog.getByRole('textbox', { name: 'Name' }).fill(admin.name);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(admin.email);
    await this.choose(dialog, 'Role', admin.role);
  }
}
