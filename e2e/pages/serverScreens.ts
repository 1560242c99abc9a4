/**
 * The screens kept on the server (docs/requirements.md#notification-management,
 * docs/requirements.md#banner-management): their names, forms, columns and messages, to the
 * letter.
 */
import type { CrudScreen } from './CrudPage';
import { BANNER_TEXTS, NOTIFICATION_TEXTS } from '../../src/testing/serverScreenTexts';
import { file, number, select, textbox } from './form';

/** A server screen also names its columns, and says in a snackbar that each write went through. */
export interface ServerScreen extends CrudScreen {
  columns: readonly string[];
  snackbars: NonNullable<CrudScreen['snackbars']>;
}

export const NOTIFICATIONS = {
  path: '/notification-management',
  title: 'Notification Management',
  grid: 'Notifications',
  empty: 'No notifications found.',
  addButton: 'Add Notification',
  createTitle: 'Add Notification',
  createSubmit: 'Create Notification',
  editTitle: 'Edit Notification',
  editSubmit: 'Update Notification',
  confirmTitle: 'Delete notification?',
  rowNoun: 'notification',
  fields: {
    title: textbox('Title'),
    description: textbox('Description'),
    type: select('Type', ['Info', 'Warning', 'Success', 'Error', 'Promotional']),
    noticeTo: select('Notice To', ['All', 'Customers', 'Admins', 'Specific Users']),
    image: file('Image'),
  },
  nameField: 'title',
  required: NOTIFICATION_TEXTS.required,
  tooLarge: { image: 'Image must be smaller than 5MB.' },
  columns: NOTIFICATION_TEXTS.columns,
  rowImages: { image: (title) => `${title} image` },
  imageSrc: /\/media\//,
  snackbars: {
    created: 'Notification created successfully!',
    updated: 'Notification updated successfully!',
    deleted: 'Notification deleted successfully!',
  },
} as const satisfies ServerScreen;

/** Banner Management also has a status toggle in each row, and an optional redirect URL. */
export const BANNERS = {
  path: '/banner-management',
  title: 'Banner Management',
  grid: 'Banners',
  empty: 'No banners found.',
  addButton: 'Add Banner',
  createTitle: 'Add Banner',
  createSubmit: 'Create Banner',
  editTitle: 'Edit Banner',
  editSubmit: 'Update Banner',
  confirmTitle: 'Delete banner?',
  rowNoun: 'banner',
  fields: {
    position: number('Position'),
    title: textbox('Title'),
    description: textbox('Description'),
    redirectUrl: textbox('Redirect URL'),
    status: select('Status', ['Active', 'Inactive']),
    desktopImage: file('Desktop Image'),
    mobileImage: file('Mobile Image'),
  },
  nameField: 'title',
  required: BANNER_TEXTS.required,
  tooLarge: {
    desktopImage: 'Desktop image must be smaller than 5MB.',
    mobileImage: 'Mobile image must be smaller than 5MB.',
  },
  columns: BANNER_TEXTS.columns,
  rowImages: {
    desktopImage: (title) => `${title} desktop image`,
    mobileImage: (title) => `${title} mobile image`,
  },
  imageSrc: /\/media\//,
  snackbars: {
    created: 'Banner created successfully!',
    updated: 'Banner updated successfully!',
    deleted: 'Banner deleted successfully!',
  },
  activated: 'Banner activated successfully!',
  deactivated: 'Banner deactivated successfully!',
  noRedirect: 'No redirect URL / Disabled',
  /** Also what a position below 1 is told. */
  positionRequired: BANNER_TEXTS.positionRequired,
} as const satisfies ServerScreen &
  Record<'activated' | 'deactivated' | 'noRedirect' | 'positionRequired', string>;
