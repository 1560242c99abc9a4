import type { Page } from '@playwright/test';
import { CrudPage } from './CrudPage';

export interface ProductInput {
  name: string;
  category: 'eSIM' | 'Gift Card' | 'Device Coverage';
  price: string;
  stock: 'In Stock' | 'Out of Stock';
}

/** Product Management (local only). */
export class ProductsPage extends CrudPage {
  static readonly texts = {
    nameRequired: 'Product name is required.',
    categoryRequired: 'Category is required.',
    priceRequired: 'Price is required.',
  } as const;

  constructor(page: Page) {
    super(page, {
      path: '/product-management',
      title: 'Product Management',
      gridName: 'Products',
      empty: 'No products found',
      addButton: 'Add Product',
      createTitle: 'Add Product',
      editTitle: 'Edit Product',
      createSubmit: 'Add Product',
      editSubmit: 'Save Changes',
      confirmTitle: 'Delete product?',
      subject: (name) => `product ${name}`,
    });
  }

  async fill(product: ProductInput, mode: 'create' | 'edit' = 'create'): Promise<void> {
    const dialog = mode === 'create' ? this.createDialog : this.editDialog;
    await dialog.getByRole('textbox', { name: 'Product Name' }).fill(product.name);
    await this.choose(dialog, 'Category', product.category);
    await dialog.getByRole('spinbutton', { name: 'Price (₹)' }).fill(product.price);
    await this.choose(dialog, 'Stock', product.stock);
  }
}
