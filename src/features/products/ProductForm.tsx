import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { FormDialog } from '@/components/FormDialog';
import { fieldError } from '@/lib/formik';
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

interface ProductFormProps {
  open: boolean;
  product: Product | null;
  onClose: () => void;
  onSave: (draft: ProductDraft) => void;
}

export function ProductForm({ open, product, onClose, onSave }: ProductFormProps) {
  const formik = useFormik<ProductValues>({
    initialValues: toValues(product),
    enableReinitialize: true,
    validationSchema: productSchema,
    onSubmit: (values) => {
      const draft = productSchema.cast(values) as ProductDraft;
      onSave(draft);
      formik.resetForm();
    },
  });
  const close = () => {
    formik.resetForm();
    onClose();
  };
  const error = (field: keyof ProductValues) => fieldError(formik, field);

  return (
    <FormDialog
      open={open}
      title={product ? 'Edit Product' : 'Add Product'}
      submitLabel={product ? 'Save Changes' : 'Add Product'}
      onClose={close}
      onSubmit={formik.handleSubmit}
      maxWidth="xs"
    >
      <TextField
        label="Product Name"
        {...formik.getFieldProps('name')}
        error={Boolean(error('name'))}
        helperText={error('name')}
      />
      <TextField
        select
        label="Category"
        {...formik.getFieldProps('category')}
        error={Boolean(error('category'))}
        helperText={error('category')}
      >
        {PRODUCT_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {category}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Price (₹)"
        type="number"
        {...formik.getFieldProps('price')}
        error={Boolean(error('price'))}
        helperText={error('price')}
        slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
      />
      <TextField
        select
        label="Stock"
        {...formik.getFieldProps('stock')}
        error={Boolean(error('stock'))}
        helperText={error('stock')}
      >
        {STOCK_OPTIONS.map((stock) => (
          <MenuItem key={stock} value={stock}>
            {stock}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
