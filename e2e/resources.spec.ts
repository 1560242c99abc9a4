/**
 * The screens kept on the server, notifications and banners, as one suite: both create (after
 * refusing what is missing or too large), edit with and without a new image, and delete, with
 * real PNG files. Each case keeps its own values, texts and steps (the banners' status toggle).
 */
import { AdminLayout } from './pages/AdminLayout';
import { BANNERS, NOTIFICATIONS } from './pages/serverScreens';
import { expect, test } from './support/fixtures';
import { runServerCase, serverCase } from './support/serverFlow';
import { signIn } from './support/session';

const today = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date());

const REDIRECT = 'https://shop.example.com/winter';

const SERVER_CASES = [
  serverCase({
    title: 'Notification Management: create, edit with and without a new image, delete',
    screen: NOTIFICATIONS,
    create: {
      title: 'Diwali offer',
      description: '20% off every Asia eSIM until Sunday.',
      type: 'Promotional',
      noticeTo: 'Customers',
      image: 'teal',
    },
    created: ['Promotional', 'Customers', today],
    // Renamed, the image kept.
    edit: { title: 'Diwali offer (extended)', type: 'Info', noticeTo: 'All' },
    edited: ['Info'],
    replace: 'image',
  }),

  serverCase({
    title: 'Banner Management: create, toggle, edit with and without new images, delete',
    screen: BANNERS,
    // A position must be 1 or more.
    async refuse(crud) {
      await crud.fill({ position: '0' });
      await expect(crud.message(crud.createDialog, BANNERS.positionRequired)).toBeVisible();
    },
    create: {
      position: '97',
      title: 'Winter sale',
      description: 'Up to 30% off Europe eSIMs.',
      redirectUrl: REDIRECT,
      status: 'Active',
      desktopImage: 'indigo',
      mobileImage: 'pink',
    },
    created: ['97', 'Active'],
    // The redirect opens in a new tab; the toggle sends the opposite status.
    async afterCreate(crud, row, name) {
      const layout = new AdminLayout(crud.page);
      const link = row.getByRole('link', { name: REDIRECT });
      await expect(link).toHaveAttribute('href', REDIRECT);
      await expect(link).toHaveAttribute('target', '_blank');
      await crud.rowAction('Deactivate', name).click();
      await expect(layout.snackbar(BANNERS.deactivated)).toBeVisible();
      await expect(row).toContainText('Inactive');
      await crud.rowAction('Activate', name).click();
      await expect(layout.snackbar(BANNERS.activated)).toBeVisible();
      await expect(row).toContainText('Active');
      await expect(crud.rowAction('Deactivate', name)).toBeVisible();
    },
    // No redirect any more, the images kept.
    edit: { redirectUrl: '', description: 'Up to 40% off Europe eSIMs.' },
    edited: [BANNERS.noRedirect, 'Up to 40% off'],
    async afterEdit(_crud, row) {
      await expect(row.getByRole('link')).toHaveCount(0);
    },
    replace: 'desktopImage',
  }),
];

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

for (const c of SERVER_CASES) {
  test(c.title, async ({ page }, testInfo) => {
    await runServerCase(page, testInfo, c);
  });
}
