/** What the Banner Management tests share: fixtures, the backend, and dialog helpers. */
import { screen, within } from '@testing-library/react';
import { API } from '@/testing/handlers';
import { serveCrud } from '@/testing/crudBackend';
import { openCreate, openEdit, renderEditOf, type ResourceScreen } from '@/testing/resourceScreen';
import { dataUrlOf, png, renderScreen, type ScreenView } from '@/testing/screenKit';
import { BANNER_TEXTS } from '@/testing/serverScreenTexts';
import { fill } from '@/testing/ui';

export const ROUTE = '/banner-management';
export const LIST_URL = `${API}/admin/banner/all`;

export const BANNERS = [
  {
    id: 1,
    position: 2,
    title: 'Summer roaming',
    description: 'eSIMs for 120 countries',
    redirectUrl: 'https://shop.example.com/summer',
    bannerImageDesktop: '/media/summer-desktop.png',
    bannerImageMobile: '/media/summer-mobile.png',
    status: 'active',
  },
  {
    id: 2,
    position: 1,
    title: 'Gift cards',
    description: 'Give a trip',
    redirectUrl: 'javascript:alert(1)',
    bannerImageDesktop: 'data:image/png;base64,AAAA',
    bannerImageMobile: 'data:image/png;base64,BBBB',
    status: 'inactive',
  },
  {
    id: 3,
    position: 3,
    title: 'Device cover',
    description: 'Protect your phone',
    redirectUrl: '',
    bannerImageDesktop: '/media/cover-desktop.png',
    bannerImageMobile: '/media/cover-mobile.png',
    status: 'active',
  },
];

/** The banner endpoints over the shared in-memory backend (src/testing/crudBackend.ts). */
export const serveBanners = (initial: readonly object[] = BANNERS) =>
  serveCrud({ base: '/admin/banner', listKey: 'banners' }, initial);

export type User = ScreenView['user'];

export const renderBanners = (route = ROUTE) => renderScreen(route, 'Banner Management');

export const dataRows = () => screen.getAllByRole('row').slice(1);

export const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', { name });
export const positionField = (dialog: HTMLElement) =>
  within(dialog).getByRole('spinbutton', { name: 'Position' });

export const openCreateDialog = (user: User) => openCreate(user, 'Add Banner');
export const openEditDialog = (user: User, title: string) => openEdit(user, 'banner', title);

/** Serves `initial`, shows the screen and opens the edit form of the banner `title`. */
export const renderEditDialog = (title: string, initial?: readonly object[]) =>
  renderEditOf(BANNER_SCREEN, title, initial);

export async function fillValidBanner(user: User, dialog: HTMLElement) {
  await fill(user, positionField(dialog), '4');
  await fill(user, field(dialog, 'Title'), 'Winter deals');
  await fill(user, field(dialog, 'Description'), 'Ski passes and eSIMs');
  await user.upload(within(dialog).getByLabelText(/^Desktop Image/), png('desk', 'd.png'));
  await user.upload(within(dialog).getByLabelText(/^Mobile Image/), png('mob', 'm.png'));
  await fill(user, field(dialog, 'Redirect URL'), ' https://shop.example.com/winter ');
  await user.click(within(dialog).getByRole('combobox', { name: /^Status/ }));
  await user.click(await screen.findByRole('option', { name: 'Inactive' }));
}

/** Banner Management as the shared resource cases see it (src/testing/resourceScreen.ts). */
export const BANNER_SCREEN: ResourceScreen = {
  noun: 'banner',
  plural: 'banners',
  base: '/admin/banner',
  columns: BANNER_TEXTS.columns,
  fixtures: BANNERS,
  serve: serveBanners,
  render: renderBanners,
  sample: { id: 3, title: 'Device cover' },
  fillValid: fillValidBanner,
  // The position as an integer, the URL trimmed, the images as data URLs.
  filledBody: {
    position: 4,
    title: 'Winter deals',
    description: 'Ski passes and eSIMs',
    redirectUrl: 'https://shop.example.com/winter',
    status: 'inactive',
    bannerImageDesktop: dataUrlOf('desk'),
    bannerImageMobile: dataUrlOf('mob'),
  },
  requiredMessages: BANNER_TEXTS.required,
};
