import { screen, within } from '@testing-library/react';
import { serveActivityPage } from '@/testing/activityBackend';
import { renderApp, signedIn } from '@/testing/renderApp';
import { serveProfile, serverProfile, withServerScreens } from '@/testing/screensMode';
import type { Role } from '../../../contract/roles';

/** Every item the trail records, as the Item filter names them. */
const EVERY_ITEM = [
  'Notification',
  'Banner',
  'Session',
  'Admin account',
  'Category',
  'Product',
  'Wallet payment',
  'Blog',
  'Invoice',
];

/** The Activity screen as an admin of `role`, once the profile has said the role. */
async function activityAs(role: Role) {
  serveProfile(serverProfile(role));
  serveActivityPage([]);
  const view = renderApp({ route: '/activity', session: signedIn() });
  await screen.findByRole('heading', { level: 1, name: 'Activity' });
  await view.user.click(screen.getByRole('button', { name: 'Open profile' }));
  const card = screen.getByRole('dialog', { name: 'Profile' });
  expect(await within(card).findByText(role)).toBeInTheDocument();
  await view.user.keyboard('{Escape}');
  return view;
}

async function itemChoices(user: Awaited<ReturnType<typeof activityAs>>['user']) {
  await user.click(screen.getByRole('combobox', { name: 'Item' }));
  const list = await screen.findByRole('listbox');
  return within(list)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('Activity: the Item filter follows the role, on the reference server', () => {
  withServerScreens();

  it('offers an Admin every item but the admin accounts, which they may not read', async () => {
    const { user } = await activityAs('Admin');
    expect(await itemChoices(user)).toEqual([
      'Any',
      ...EVERY_ITEM.filter((item) => item !== 'Admin account'),
    ]);
  });

  it('offers a Super Admin every item', async () => {
    const { user } = await activityAs('Super Admin');
    expect(await itemChoices(user)).toEqual(['Any', ...EVERY_ITEM]);
  });
});
