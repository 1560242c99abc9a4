import type { Locator, Page } from '@playwright/test';
import { CrudPage } from './CrudPage';

export interface NotificationInput {
  title: string;
  description: string;
  type: 'Info' | 'Warning' | 'Success' | 'Error' | 'Promotional';
  noticeTo: 'All' | 'Customers' | 'Admins' | 'Specific Users';
  /** A file to upload; leave out to keep the current image on edit. */
  image?: string;
}

/** Notification Management (server): create, edit, delete. */
export class NotificationsPage extends CrudPage {
  static readonly texts = {
    titleRequired: 'Title is required.',
    descriptionRequired: 'Description is required.',
    typeRequired: 'Type is required.',
    noticeToRequired: 'Notice To is required.',
    imageRequired: 'Notification image is required.',
    imageTooLarge: 'Image must be smaller than 5MB.',
    created: 'Notification created successfully!',
    updated: 'Notification updated successfully!',
    deleted: 'Notification deleted successfully!',
    columns: [
      'Sr. No',
      'Image',
      'Title',
      'Description',
      'Type',
      'Notice To',
      'Created Date',
      'Actions',
    ],
  } as const;

  constructor(page: Page) {
    super(page, {
      path: '/notification-management',
      title: 'Notification Management',
      gridName: 'Notifications',
      empty: 'No notifications found.',
      addButton: 'Add Notification',
      createTitle: 'Add Notification',
      editTitle: 'Edit Notification',
      createSubmit: 'Create Notification',
      editSubmit: 'Update Notification',
      confirmTitle: 'Delete notification?',
      subject: (title) => `notification ${title}`,
    });
  }

  async fill(notification: Partial<NotificationInput>, mode: 'create' | 'edit' = 'create') {
    const dialog = mode === 'create' ? this.createDialog : this.editDialog;
    if (notification.title !== undefined) {
      await dialog.getByRole('textbox', { name: 'Title' }).fill(notification.title);
    }
    if (notification.description !== undefined) {
      await dialog.getByRole('textbox', { name: 'Description' }).fill(notification.description);
    }
    if (notification.type) await this.choose(dialog, 'Type', notification.type);
    if (notification.noticeTo) await this.choose(dialog, 'Notice To', notification.noticeTo);
    if (notification.image) await this.imageInput(dialog).setInputFiles(notification.image);
  }

  imageInput(dialog: Locator): Locator {
    return dialog.getByLabel(/^Image/);
  }

  /** The row's image (from the server's /media). */
  image(title: string): Locator {
    return this.table.grid.getByRole('img', { name: `${title} image`, exact: true });
  }
}
