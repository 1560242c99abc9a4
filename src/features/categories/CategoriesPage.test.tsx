import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { localScreenCases, renderLocal, type LocalScreen } from '@/testing/localScreenCases';
import {
  openDialog,
  oversizePng,
  png,
  renderScreen,
  submitAndWaitClosed,
} from '@/testing/screenKit';
import { seedTab } from '@/testing/tabRows';
import { chooseOption, fill } from '@/testing/ui';

async function addCategory(user: UserEvent, name: string) {
  const dialog = await openDialog(user, 'Add Category');
  await fill(user, within(dialog).getByLabelText('Category Name'), name);
  await user.upload(within(dialog).getByLabelText(/Category Image/), png());
  await submitAndWaitClosed(user, dialog, 'Add Category');
}

const CATEGORIES: LocalScreen = {
  route: '/manage-categories',
  heading: 'Manage Categories',
  empty: 'No categories found',
  columns: ['Category Name', 'Products', 'Status', 'Actions'],
  addOne: ({ user }) => addCategory(user, 'Tips'),
};

const tone = (element: HTMLElement) => element.closest('[data-tone]')?.getAttribute('data-tone');

describe('Manage Categories', () => {
  localScreenCases(CATEGORIES);

  it('requires a name and, on create, an image; Active is the default status', async () => {
    const { user } = await renderLocal(CATEGORIES);
    const dialog = await openDialog(user, 'Add Category');
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await within(dialog).findByText('Category name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Image is required.')).toBeInTheDocument();
  });

  it("refuses an image over 5 MB with 'Image must be smaller than 5MB.'", async () => {
    const { user, store } = await renderLocal(CATEGORIES);
    const dialog = await openDialog(user, 'Add Category');
    await fill(user, within(dialog).getByLabelText('Category Name'), 'Heavy');
    await user.upload(within(dialog).getByLabelText(/Category Image/), oversizePng());
    expect(await within(dialog).findByText('Image must be smaller than 5MB.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(store.getState().tabLists.categories).toEqual([]);
  });

  it('adds, edits (keeping the image), views and deletes a category', async () => {
    const { user, store } = await renderLocal(CATEGORIES);
    await addCategory(user, 'Travel');
    const row = await screen.findByRole('row', { name: /Travel/ });
    expect(tone(within(row).getByText('Active'))).toBe('green');
    const saved = store.getState().tabLists.categories[0];
    expect(saved).toEqual(expect.objectContaining({ name: 'Travel', status: 'active' }));
    expect(saved.image).toMatch(/^data:image\/png;base64,/);

    await user.click(within(row).getByRole('button', { name: 'Edit category Travel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    await fill(user, within(dialog).getByLabelText('Category Name'), 'Travel eSIMs');
    await chooseOption(user, 'Status', 'Inactive');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const edited = await screen.findByRole('row', { name: /Travel eSIMs/ });
    expect(tone(within(edited).getByText('Inactive'))).toBe('red');
    expect(store.getState().tabLists.categories[0].image).toBe(saved.image);

    await user.click(
      within(edited).getByRole('button', { name: 'View Image of category Travel eSIMs' }),
    );
    const viewer = await screen.findByRole('dialog', { name: 'Travel eSIMs' });
    expect(within(viewer).getByRole('img', { name: 'Travel eSIMs' })).toHaveAttribute(
      'src',
      saved.image,
    );
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));

    await user.click(await screen.findByRole('button', { name: 'Delete category Travel eSIMs' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete category?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
  });

  it('refuses to delete a category the tab’s products use, naming them, as the server does', async () => {
    const { user, store } = await renderLocal(CATEGORIES);
    await addCategory(user, 'Travel');
    const [travel] = store.getState().tabLists.categories;
    const product = { categoryId: travel.id, price: 799, stock: 'In Stock' };
    seedTab(store, 'products', { ...product, name: 'Japan eSIM' });
    await user.click(await screen.findByRole('button', { name: 'Delete category Travel' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete category?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Failed to delete category: Category “Travel” is used by 1 product: Japan eSIM.',
      ),
    ).toBeInTheDocument();
    expect(store.getState().tabLists.categories).toHaveLength(1);
  });

  it('sorts names ignoring case, as the server does', async () => {
    const { user, store } = await renderScreen(
      `${CATEGORIES.route}?sort=name&order=asc`,
      CATEGORIES.heading,
    );
    for (const name of ['eSIM deals', 'Travel', 'apps']) {
      seedTab(store, 'categories', { name, image: 'data:image/png;base64,', status: 'active' });
    }
    await screen.findByRole('row', { name: /eSIM deals/ });
    const names = () =>
      screen
        .getAllByRole('gridcell')
        .filter((cell) => cell.getAttribute('data-field') === 'name')
        .map((cell) => cell.textContent);
    expect(names()).toEqual(['apps', 'eSIM deals', 'Travel']);
    await user.click(screen.getByRole('columnheader', { name: 'Category Name' }));
    await waitFor(() => expect(names()).toEqual(['Travel', 'eSIM deals', 'apps']));
  });

  it("orders a row's actions as the spec lists them: Edit, Delete, View Image", async () => {
    const { user } = await renderLocal(CATEGORIES);
    await addCategory(user, 'Travel');
    const row = await screen.findByRole('row', { name: /Travel/ });
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Edit category Travel', 'Delete category Travel', 'View Image of category Travel']);
  });
});
