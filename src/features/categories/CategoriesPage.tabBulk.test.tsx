import { screen, waitFor, within } from '@testing-library/react';
import { answerConfirmation, renderScreen } from '@/testing/screenKit';
import { seedTab } from '@/testing/tabRows';

const bar = () => screen.getByRole('toolbar', { name: 'Selected rows' });

/** Categories kept in the tab (`screens: 'tab'`, the tests' setting), and a product of the first. */
async function renderSeeded(route: string, names: readonly string[]) {
  const view = await renderScreen(route, 'Manage Categories');
  seedTab(
    view.store,
    'categories',
    ...names.map((name) => ({ name, status: 'active', image: 'x' })),
  );
  seedTab(view.store, 'products', {
    name: 'Japan eSIM',
    categoryId: 1,
    price: 5,
    stock: 'In Stock',
  });
  await screen.findAllByRole('row', { name: new RegExp(names[0] ?? '') });
  return view;
}

describe('Manage Categories in the tab, bulk work', () => {
  it('deletes the page selected, leaving the category in use and naming it', async () => {
    const { user, store } = await renderSeeded('/manage-categories', ['eSIM', 'Tips', 'Maps']);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(within(bar()).getByText('3 selected')).toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: 'Delete selected' }));
    await answerConfirmation(user, 'Delete 3 categories?', 'Delete');
    expect(
      await screen.findByText(
        '2 categories deleted. 1 left alone: Category “eSIM” is used by 1 product.',
      ),
    ).toBeInTheDocument();
    expect(store.getState().tabLists.categories.map(({ name }) => name)).toEqual(['eSIM']);
    await waitFor(() => expect(screen.queryByRole('row', { name: /Tips/ })).toBeNull());
  });

  it('selects every matching row across the pages, and deactivates them by one request', async () => {
    const names = Array.from({ length: 27 }, (_, index) => `Category ${index + 1}`);
    const { user, store } = await renderSeeded('/manage-categories?pageSize=25', names);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(within(bar()).getByText('25 selected')).toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: 'Select all 27 matching' }));
    expect(within(bar()).getByText('27 selected')).toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('27 categories deactivated.')).toBeInTheDocument();
    const statuses = new Set(store.getState().tabLists.categories.map(({ status }) => status));
    expect(statuses).toEqual(new Set(['inactive']));
  });

  it('has no Export selected where the tab writes no CSV', async () => {
    const { user } = await renderSeeded('/manage-categories', ['eSIM', 'Tips']);
    await user.click(
      within(screen.getByRole('row', { name: /Tips/ })).getByRole('checkbox', {
        name: 'Select Tips',
      }),
    );
    expect(within(bar()).getByText('1 selected')).toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: 'Export selected' })).toBeNull();
  });
});
