/** What the Notification Management tests share: fixtures, the backend, and dialog helpers. */
import { screen, within } from '@testing-library/react';
import { API } from '@/testing/handlers';
import { renderApp, signedIn } from '@/testing/renderApp';
import { serveCrud } from '@/testing/crudBackend';
import { openCreate, openEdit, type ResourceScreen } from '@/testing/resourceScreen';
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
export const pngFile = (name = 'a.png') => new File([PNG], name, { type: 'image/png' });
export const PNG_DATA_URL = `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`;
export const oversizeFile = () =>
  new File([new Uint8Array(5242881)], 'huge.png', { type: 'image/png' });

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

export async function renderNotifications() {
  const view = renderApp({ route: ROUTE, session: signedIn() });
  await screen.findByRole('heading', { name: 'Notification Management' });
  return view;
}

export const dataRows = () => screen.getAllByRole('row').slice(1);

export type User = ReturnType<typeof renderApp>['user'];

export const openCreateDialog = (user: User) => openCreate(user, 'Add Notification');
export const openEditDialog = (user: User, title: string) => openEdit(user, 'notification', title);

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
  requiredMessages: [
    'Title is required.',
    'Description is required.',
    'Type is required.',
    'Notice To is required.',
    'Notification image is required.',
  ],
};
