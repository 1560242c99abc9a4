import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn } from '@/testing/renderApp';
import { chooseOption, fill } from '@/testing/ui';

const png = (name = 'travel.png') => new File(['fake png bytes'], name, { type: 'image/png' });

async function renderCategories() {
  const view = renderApp({ route: '/manage-categories', session: signedIn() });
  await screen.findByRole('heading', { name: 'Manage Categories' });
  return view;
}

type User = Awaited<ReturnType<typeof renderCategories>>['user'];

async function addCategory(user: User, name: string) {
  await user.click(screen.getByRole('button', { name: 'Add Category' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
  await fill(user, within(dialog).getByLabelText('Category Name'), name);
  await user.upload(within(dialog).getByLabelText(/Category Image/), png());
  await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Add Category' })).not.toBeInTheDocument(),
  );
}

const tone = (element: HTMLElement) => element.closest('[data-tone]')?.getAttribute('data-tone');

describe('Manage Categories', () => {
  it("starts empty with 'No categories found' and the spec's columns", async () => {
    await renderCategories();
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Category Name',
      'Status',
      'Actions',
    ]);
  });

  it('requires a name and, on create, an image; Active is the default status', async () => {
    const { user } = await renderCategories();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await within(dialog).findByText('Category name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Image is required.')).toBeInTheDocument();
  });

  it("refuses an image over 5 MB with 'Image must be smaller than 5MB.'", async () => {
    const { user, store } = await renderCategories();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await fill(user, within(dialog).getByLabelText('Category Name'), 'Heavy');
    const big = new File([new Uint8Array(5_242_881)], 'big.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText(/Category Image/), big);
    expect(await within(dialog).findByText('Image must be smaller than 5MB.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(store.getState().categories.items).toEqual([]);
  });

  it('adds, edits (keeping the image), views and deletes a category', async () => {
    const { user, store } = await renderCategories();
    await addCategory(user, 'Travel');
    const row = await screen.findByRole('row', { name: /Travel/ });
    expect(tone(within(row).getByText('Active'))).toBe('green');
    const saved = store.getState().categories.items[0];
    expect(saved).toEqual(expect.objectContaining({ name: 'Travel', status: 'Active' }));
    expect(saved.image).toMatch(/^data:image\/png;base64,/);

    await user.click(within(row).getByRole('button', { name: 'Edit category Travel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    await fill(user, within(dialog).getByLabelText('Category Name'), 'Travel eSIMs');
    await chooseOption(user, 'Status', 'Inactive');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const edited = await screen.findByRole('row', { name: /Travel eSIMs/ });
    expect(tone(within(edited).getByText('Inactive'))).toBe('red');
    expect(store.getState().categories.items[0].image).toBe(saved.image);

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

  it("orders a row's actions as the spec lists them: Edit, Delete, View Image", async () => {
    const { user } = await renderCategories();
    await addCategory(user, 'Travel');
    const row = await screen.findByRole('row', { name: /Travel/ });
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Edit category Travel', 'Delete category Travel', 'View Image of category Travel']);
  });

  it('starts empty again in a fresh store (a reload)', async () => {
    const first = await renderCategories();
    await addCategory(first.user, 'Tips');
    first.unmount();
    await renderCategories();
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
  });
});
