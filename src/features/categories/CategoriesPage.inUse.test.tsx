import { screen, waitFor, within } from '@testing-library/react';
import { PRODUCT, serveCatalogue } from '@/testing/catalogueBackend';
import { confirmDelete, ESIM, GIFT, renderCategories, serve } from '@/testing/categoriesTestKit';
import { withServerScreens } from '@/testing/screensMode';

describe('Manage Categories: a category that products use', () => {
  withServerScreens();

  it('says before asking that products use a category, names them, and opens them', async () => {
    const backend = serve();
    const { user, router } = await renderCategories();
    await user.click(screen.getByRole('button', { name: 'Delete category eSIM' }));
    const inUse = within(await screen.findByRole('dialog', { name: 'Category in use' }));
    const said =
      'Category “eSIM” is used by 2 products: Europe eSIM, Japan eSIM. Move them to another ' +
      'category or delete them, then delete the category.';
    expect(await inUse.findByText(said)).toBeInTheDocument();
    expect(inUse.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(inUse.getByRole('button', { name: 'View products' }));
    await waitFor(() => expect(router.state.location.search).toBe('?categoryId=1'));
    expect([router.state.location.pathname, backend.categories.length]).toEqual([
      '/product-management',
      2,
    ]);
  });

  it('refuses to delete a category that products came to use after it was listed, naming them', async () => {
    const backend = serveCatalogue([ESIM, GIFT], [PRODUCT(3, 'Gift eSIM', GIFT)]);
    const { user } = await renderCategories();
    await confirmDelete(user, 'Gift Card');
    const refused =
      'Failed to delete category: Category “Gift Card” is used by 1 product: Gift eSIM.';
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(backend.categories).toHaveLength(2);
  });
});
