import TextField from '@mui/material/TextField';
import { FormDialog } from '@/components/FormDialog';
import { SelectField } from '@/components/SelectField';
import { useEntityForm, type EntityFormProps } from '@/hooks/useEntityForm';
import {
  PRODUCT_CATEGORIES,
  STOCK_OPTIONS,
  productSchema,
  type ProductCategory,
  type ProductDraft,
  type StockStatus,
} from './productSchema';
import type { Product } from './productsSlice';

interface ProductValues {
  name: string;
  category: ProductCategory | '';
  price: string;
  stock: StockStatus | '';
}

const EMPTY: ProductValues = { name: '', category: '', price: '', stock: 'In Stock' };

const PRODUCT_FORM = {
  idPrefix: 'product',
  texts: {
    create: { title: 'Add Product', submit: 'Add Product' },
    edit: { title: 'Edit Product', submit: 'Save Changes' },
  },
  toValues: (product: Product | null): ProductValues =>
    product ? { ...product, price: String(product.price) } : EMPTY,
  schema: productSchema,
  toDraft: (values: ProductValues) => productSchema.cast(values),
};

/** The create/edit modal of Product Management (docs/requirements.md#product-management). */
export function ProductForm(props: EntityFormProps<Product, ProductDraft>) {
  const { field, dialogProps } = useEntityForm({ ...props, ...PRODUCT_FORM });
  return (
    <FormDialog {...dialogProps} maxWidth="xs">
      <TextField label="Product Name" {...field('name')} />
      <SelectField label="Category" options={PRODUCT_CATEGORIES} {...field('category')} />
      <TextField
        label="Price (₹)"
        type="number"
        {...field('price')}
        slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
      />
      <SelectField label="Stock" options={STOCK_OPTIONS} {...field('stock')} />
    </FormDialog>
  );
}
