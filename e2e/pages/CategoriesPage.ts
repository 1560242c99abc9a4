import type { Locator, Page } from '@playwright/test';
import { CrudPage } from './CrudPage';

export interface CategoryInput {
  name: string;
  status: 'Active' | 'Inactive';
  /** A file to upload; leave out to keep the current image on edit. */
  image?: string;
}

/** Manage Categories (local only), with the View Image dialog. */
export class CategoriesPage extends CrudPage {
  static readonly texts = {
    nameRequired: 'Category name is required.',
    imageRequired: 'Image is required.',
    imageTooLarge: 'Image must be smaller than 5MB.',
  } as const;

  constructor(page: Page) {
    super(page, {
      path: '/manage-categories',
      title: 'Manage Categories',
      gridName: 'Categories',
      empty: 'No categories found',
      addButton: 'Add Category',
      createTitle: 'Add Category',
      editTitle: 'Edit Category',
      createSubmit: 'Add Category',
      editSubmit: 'Save Changes',
      confirmTitle: 'Delete category?',
      subject: (name) => `category ${name}`,
    });
  }

  async fill(category: CategoryInput, mode: 'create' | 'edit' = 'create'): Promise<void> {
    const dialog = mode === 'create' ? this.createDialog : this.editDialog;
    await dialog.getByRole('textbox', { name: 'Category Name' }).fill(category.name);
    await this.choose(dialog, 'Status', category.status);
    if (category.image) await this.imageInput(dialog).setInputFiles(category.image);
  }

  imageInput(dialog: Locator): Locator {
    return dialog.getByLabel('Category Image');
  }

  /** View Image: a dialog titled with the category's name, showing its image. */
  async viewImage(name: string): Promise<Locator> {
    await this.rowButton(`View Image of category ${name}`).click();
    return this.page.getByRole('dialog', { name, exact: true });
  }
}
