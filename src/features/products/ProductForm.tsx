import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormDialog } from '@/components/FormDialog';
import { useEntityForm, type EntityFormProps } from '@/hooks/useEntityForm';
import { bindField } from '@/lib/formik';
import { productSchema } from './productSchema';
import {
  PRODUCT_CATEGORIES,
  STOCK_OPTIONS,
  type Product,
  type ProductCategory,
  type ProductDraft,
  type StockStatus,
} from './productsSlice';

interface ProductValues {
  name: string;
  category: ProductCategory | '';
  price: string;
  stock: StockStatus | '';
}

const EMPTY: ProductValues = { name: '', category: '', price: '', stock: 'In Stock' };

const toValues = (product: Product | null): ProductValues =>
  product ? { ...product, price: String(product.price) } : EMPTY;

const toDraft = (values: ProductValues) => productSchema.cast(values) as ProductDraft;

/** The create/edit modal of Product Management (docs/requirements.md#product-management). */
export function ProductForm(props: EntityFormProps<Product, ProductDraft>) {
  const { formik, editing, dialogProps } = useEntityForm({
    ...props,
    toValues,
    schema: productSchema,
    toDraft,
  });
  const field = (name: keyof ProductValues) => bindField(formik, name, 'product');

  return (
    <FormDialog
      {...dialogProps}
      title={editing ? 'Edit Product' : 'Add Product'}
      submitLabel={editing ? 'Save Changes' : 'Add Product'}
      maxWidth="xs"
    >
      <TextField label="Product Name" {...field('name')} />
      <TextField select label="Category" {...field('category')}>
        {PRODUCT_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {category}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Price (₹)"
        type="number"
        {...field('price')}
        slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
      />
      <TextField select label="Stock" {...field('stock')}>
        {STOCK_OPTIONS.map((stock) => (
          <MenuItem key={stock} value={stock}>
            {stock}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
