import { productSchema } from './productSchema';

// The form preselects 'In Stock', so the stock message can only be seen through the schema.
it("refuses a product without a stock status: 'Stock status is required.'", async () => {
  await expect(
    productSchema.validateAt('stock', {
      name: 'Europe eSIM',
      categoryId: '1',
      price: 1,
      stock: '',
    }),
  ).rejects.toThrow('Stock status is required.');
});
