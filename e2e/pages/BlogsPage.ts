import type { Locator, Page } from '@playwright/test';
import { CrudPage } from './CrudPage';

export interface BlogInput {
  title: string;
  description: string;
  category: 'Travel' | 'Technology' | 'eSIM' | 'Tips';
  status: 'Draft' | 'Published';
  /** YYYY-MM-DD */
  date: string;
  image?: string;
}

/** Blog Management (local only). */
export class BlogsPage extends CrudPage {
  constructor(page: Page) {
    super(page, {
      path: '/blog-management',
      title: 'Blog Management',
      gridName: 'Blogs',
      empty: 'No blogs found.',
      addButton: '+ Upload Blog',
      createTitle: 'Upload Blog',
      editTitle: 'Edit Blog',
      createSubmit: 'Upload Blog',
      editSubmit: 'Update Blog',
      confirmTitle: 'Delete blog?',
      subject: (title) => `blog ${title}`,
    });
  }

  async fill(blog: BlogInput, mode: 'create' | 'edit' = 'create'): Promise<void> {
    const dialog = mode === 'create' ? this.createDialog : this.editDialog;
    await dialog.getByRole('textbox', { name: 'Title' }).fill(blog.title);
    await dialog.getByRole('textbox', { name: 'Description' }).fill(blog.description);
    await this.choose(dialog, 'Category', blog.category);
    await this.choose(dialog, 'Status', blog.status);
    await dialog.getByLabel('Date').fill(blog.date);
    if (blog.image) await this.imageInput(dialog).setInputFiles(blog.image);
  }

  imageInput(dialog: Locator): Locator {
    return dialog.getByLabel(/^Image/);
  }

  thumbnail(title: string): Locator {
    return this.table.grid.getByRole('img', { name: `Thumbnail of ${title}` });
  }
}
