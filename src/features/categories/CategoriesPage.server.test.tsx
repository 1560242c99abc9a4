import { screen, waitFor, within } from '@testing-library/react';
import { CATEGORY } from '@/testing/catalogueBackend';
import { confirmDelete, renderCategories, ROUTE, serve } from '@/testing/categoriesTestKit';
import { catalogueExportCase } from '@/testing/catalogueExportCases';
import { reloadsOnLiveChange } from '@/testing/liveStream';
import { columnHeaders, dataUrlOf, openDialog, png, urlParams } from '@/testing/screenKit';
import { withServerScreens } from '@/testing/screensMode';
import { chooseOption, fill } from '@/testing/ui';
import { changedMeanwhile, expectCreated } from '@/testing/versionedBackend';

describe('Manage Categories, kept on the server', () => {
  withServerScreens();

  it('lists the categories with the spec’s columns, status badges and images from the server', async () => {
    serve();
    const { user } = await renderCategories();
    expect(columnHeaders()).toEqual(['Category Name', 'Products', 'Status', 'Actions']);
    const gift = screen.getByRole('row', { name: /Gift Card/ });
    expect(within(gift).getByText('Inactive')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /eSIM/ })).getByText('Active'),
    ).toBeInTheDocument();
    await user.click(
      within(gift).getByRole('button', { name: 'View Image of category Gift Card' }),
    );
    const viewer = await screen.findByRole('dialog', { name: 'Gift Card' });
    expect(within(viewer).getByRole('img', { name: 'Gift Card' })).toHaveAttribute(
      'src',
      'http://localhost/media/category-2.png',
    );
  });

  it('asks for the search, sort and status of the URL, and writes new ones there', async () => {
    const { asked } = serve();
    const { user, router } = await renderCategories(
      `${ROUTE}?q=i&sort=name&order=asc&status=inactive`,
    );
    const sorted = { sort: 'name', order: 'asc', status: 'inactive' };
    expect(asked.categories[0]).toEqual({ page: '1', pageSize: '50', q: 'i', ...sorted });
    expect(screen.queryByRole('row', { name: /eSIM/ })).toBeNull();

    await fill(user, screen.getByRole('searchbox', { name: 'Search categories by name' }), 'gift');
    await waitFor(() => expect(asked.categories.at(-1)).toMatchObject({ q: 'gift' }));
    expect(urlParams(router)).toEqual({ q: 'gift', ...sorted });
    await user.click(screen.getByRole('columnheader', { name: 'Status' }));
    await waitFor(() => expect(urlParams(router)).toMatchObject({ sort: 'status' }));

    // The status filter is the toolbar's Status choice, by the words the badges say.
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveTextContent('Inactive');
    await chooseOption(user, 'Status', 'Active');
    await waitFor(() => expect(asked.categories.at(-1)).toMatchObject({ status: 'active' }));
    expect(urlParams(router)).toMatchObject({ status: 'active' });
    screen.getByRole('button', { name: 'Status is Active' });
  });

  it('creates a category, sending its status as the API names it and its image as a data URL', async () => {
    const backend = serve();
    const { user } = await renderCategories();
    const dialog = await openDialog(user, 'Add Category');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await within(dialog).findByText('Category name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Image is required.')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Category Name'), ' Device Coverage ');
    await user.upload(within(dialog).getByLabelText(/Category Image/), png('cover'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));

    await expectCreated(backend.writes, {
      message: 'Category created successfully!',
      path: '/admin/category/create',
      body: { name: 'Device Coverage', status: 'active', image: dataUrlOf('cover') },
      row: /Device Coverage/,
    });
  });

  it('edits at the version it read, keeping the image, and deletes a category no product uses', async () => {
    const backend = serve();
    const { user } = await renderCategories();
    await user.click(screen.getByRole('button', { name: 'Edit category Gift Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    expect(within(dialog).getByLabelText('Category Name')).toHaveValue('Gift Card');
    await fill(user, within(dialog).getByLabelText('Category Name'), 'Gift Cards');
    await chooseOption(user, 'Status', 'Active');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Category updated successfully!')).toBeInTheDocument();
    const edited = await screen.findByRole('row', { name: /Gift Cards/ });
    expect(within(edited).getByText('Active')).toBeInTheDocument();

    await confirmDelete(user, 'Gift Cards');
    expect(await screen.findByText('Category deleted successfully!')).toBeInTheDocument();
    expect(backend.writes).toEqual([
      {
        method: 'PUT',
        path: '/admin/category/update/2',
        ifMatch: '"1"',
        body: { name: 'Gift Cards', status: 'active' },
      },
      { method: 'DELETE', path: '/admin/category/delete/2', ifMatch: '"2"', body: null },
    ]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /Gift Cards/ })).toBeNull());
  });

  it('says who changed a category meanwhile, and saves the edits on top with "Reload with my edits"', async () => {
    const backend = serve();
    const { user } = await renderCategories();
    await user.click(screen.getByRole('button', { name: 'Edit category Gift Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    backend.changeElsewhere('category', 2, { status: 'active' });
    await fill(user, within(dialog).getByLabelText('Category Name'), 'Gift Vouchers');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      changedMeanwhile('category'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reload with my edits' }));
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Category updated successfully!')).toBeInTheDocument();
    expect(backend.writes.map(({ ifMatch, body }) => [ifMatch, body])).toEqual([
      ['"1"', { name: 'Gift Vouchers', status: 'inactive' }],
      ['"2"', { name: 'Gift Vouchers', status: 'active' }],
    ]);
  });

  // A product's change reloads it too: each category counts its products (__tests__/derivedViews).
  it("reloads the list when a colleague changes a category, and not for a blog's change", () => {
    const backend = serve();
    return reloadsOnLiveChange({
      render: renderCategories,
      entity: 'category',
      other: 'blog',
      add: () => backend.categories.push(CATEGORY(3, 'Device Coverage')),
      row: /Device Coverage/,
      loads: () => backend.asked.categories.length,
    });
  });

  catalogueExportCase({
    route: `${ROUTE}?q=e&status=active&sort=name&order=asc`,
    heading: 'Manage Categories',
    row: /eSIM/,
    path: '/admin/categories.csv',
    asked: { q: 'e', sort: 'name', order: 'asc', status: 'active' },
  });
});
