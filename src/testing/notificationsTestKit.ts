/** What the Notification Management tests share: fixtures, the backend, and dialog helpers. */
import { screen, within } from '@testing-library/react';
import { API } from '@/testing/handlers';
import { serveCrud } from '@/testing/crudBackend';
import { openCreate, openEdit, renderEditOf, type ResourceScreen } from '@/testing/resourceScreen';
import { dataUrlOf, png, renderScreen, type ScreenView } from '@/testing/screenKit';
import { NOTIFICATION_TEXTS } from '@/testing/serverScreenTexts';
import { fill } from '@/testing/ui';

export const ROUTE = '/notification-management';
export const LIST_URL = `${API}/admin/notification/all`;

export const NOTIFICATIONS = [
  {
    id: 1,
    title: 'Diwali sale',
    description: '20% off every eSIM plan',
    type: 'promotional',
    noticeTo: 'customers',
    image: '/media/diwali.png',
    status: 'active',
    createdAt: '2026-11-02T08:00:00Z',
  },
  {
    id: 2,
    title: 'Maintenance window',
    description: 'Checkout is down on Sunday night',
    type: 'warning',
    noticeTo: 'all',
    image: 'data:image/png;base64,AAAA',
    status: 'inactive',
    createDate: '2026-10-15T08:00:00Z',
  },
  {
    id: 3,
    title: 'Undated',
    description: 'No date at all',
    type: 'info',
    noticeTo: 'specific_users',
    image: null,
  },
];

export const PNG = 'png-bytes';
export const pngFile = (name = 'a.png') => png(PNG, name);
export const PNG_DATA_URL = dataUrlOf(PNG);

/** The notification endpoints over the shared in-memory backend (src/testing/crudBackend.ts). */
export const serveNotifications = (initial: readonly object[] = NOTIFICATIONS) =>
  serveCrud(
    {
      base: '/admin/notification',
      listKey: 'notifications',
      created: () => ({ image: '/media/new.png', createdAt: '2026-11-22T08:00:00Z' }),
    },
    initial,
  );

export const renderNotifications = () => renderScreen(ROUTE, 'Notification Management');

export const dataRows = () => screen.getAllByRole('row').slice(1);

export type User = ScreenView['user'];

export const openCreateDialog = (user: User) => openCreate(user, 'Add Notification');
export const openEditDialog = (user: User, title: string) => openEdit(user, 'notification', title);

/** Serves `initial`, shows the screen and opens the edit form of the notification `title`. */
export const renderEditDialog = (title: string, initial?: readonly object[]) =>
  renderEditOf(NOTIFICATION_SCREEN, title, initial);

export async function choose(user: User, dialog: HTMLElement, field: RegExp, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

export async function fillValidNotification(user: User, dialog: HTMLElement) {
  await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), '  New plans  ');
  await fill(
    user,
    within(dialog).getByRole('textbox', { name: 'Description' }),
    'Three new countries',
  );
  await choose(user, dialog, /^Type/, 'Success');
  await choose(user, dialog, /^Notice To/, 'Admins');
  await user.upload(within(dialog).getByLabelText(/^Image/), pngFile());
  expect(within(dialog).getByText('a.png')).toBeInTheDocument();
}

/** Notification Management as the shared resource cases see it (src/testing/resourceScreen.ts). */
export const NOTIFICATION_SCREEN: ResourceScreen = {
  noun: 'notification',
  plural: 'notifications',
  base: '/admin/notification',
  columns: NOTIFICATION_TEXTS.columns,
  fixtures: NOTIFICATIONS,
  serve: serveNotifications,
  render: renderNotifications,
  sample: { id: 1, title: 'Diwali sale' },
  fillValid: fillValidNotification,
  // The title trimmed, the image as a data URL.
  filledBody: {
    title: 'New plans',
    description: 'Three new countries',
    type: 'success',
    noticeTo: 'admins',
    image: PNG_DATA_URL,
  },
  requiredMessages: NOTIFICATION_TEXTS.required,
};
