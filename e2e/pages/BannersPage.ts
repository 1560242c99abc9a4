import type { Locator, Page } from '@playwright/test';
import { CrudPage } from './CrudPage';

export interface BannerInput {
  position: string;
  title: string;
  description: string;
  redirectUrl: string;
  status: 'Active' | 'Inactive';
  /** Files to upload; leave out to keep the current images on edit. */
  desktopImage?: string;
  mobileImage?: string;
}

/** Banner Management (server): create, edit, delete and the status toggle. */
export class BannersPage extends CrudPage {
  static readonly texts = {
    positionRequired: 'Valid position number is required.',
    titleRequired: 'Title is required.',
    descriptionRequired: 'Description is required.',
    desktopRequired: 'Desktop image is required.',
    mobileRequired: 'Mobile image is required.',
    desktopTooLarge: 'Desktop image must be smaller than 5MB.',
    mobileTooLarge: 'Mobile image must be smaller than 5MB.',
    noRedirect: 'No redirect URL / Disabled',
    created: 'Banner created successfully!',
    updated: 'Banner updated successfully!',
    deleted: 'Banner deleted successfully!',
    activated: 'Banner activated successfully!',
    deactivated: 'Banner deactivated successfully!',
    columns: [
      'Position',
      'Desktop Image',
      'Mobile Image',
      'Title',
      'Description',
      'Redirect URL',
      'Status',
      'Actions',
    ],
  } as const;

  constructor(page: Page) {
    super(page, {
      path: '/banner-management',
      title: 'Banner Management',
      gridName: 'Banners',
      empty: 'No banners found.',
      addButton: 'Add Banner',
      createTitle: 'Add Banner',
      editTitle: 'Edit Banner',
      createSubmit: 'Create Banner',
      editSubmit: 'Update Banner',
      confirmTitle: 'Delete banner?',
      subject: (title) => `banner ${title}`,
    });
  }

  async fill(banner: Partial<BannerInput>, mode: 'create' | 'edit' = 'create') {
    const dialog = mode === 'create' ? this.createDialog : this.editDialog;
    if (banner.position !== undefined) {
      await dialog.getByRole('spinbutton', { name: 'Position' }).fill(banner.position);
    }
    if (banner.title !== undefined) {
      await dialog.getByRole('textbox', { name: 'Title' }).fill(banner.title);
    }
    if (banner.description !== undefined) {
      await dialog.getByRole('textbox', { name: 'Description' }).fill(banner.description);
    }
    if (banner.redirectUrl !== undefined) {
      await dialog.getByRole('textbox', { name: 'Redirect URL' }).fill(banner.redirectUrl);
    }
    if (banner.status) await this.choose(dialog, 'Status', banner.status);
    if (banner.desktopImage) await this.desktopInput(dialog).setInputFiles(banner.desktopImage);
    if (banner.mobileImage) await this.mobileInput(dialog).setInputFiles(banner.mobileImage);
  }

  desktopInput(dialog: Locator): Locator {
    return dialog.getByLabel(/^Desktop Image/);
  }

  mobileInput(dialog: Locator): Locator {
    return dialog.getByLabel(/^Mobile Image/);
  }

  desktopImage(title: string): Locator {
    return this.table.grid.getByRole('img', { name: `${title} desktop image`, exact: true });
  }

  mobileImage(title: string): Locator {
    return this.table.grid.getByRole('img', { name: `${title} mobile image`, exact: true });
  }

  toggle(title: string, to: 'Activate' | 'Deactivate'): Locator {
    return this.rowButton(`${to} banner ${title}`);
  }
}
