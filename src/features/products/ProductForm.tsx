import type { FormikProps } from 'formik';
import TextField from '@mui/material/TextField';
import { FormDialog } from '@/components/FormDialog';
import { SelectField } from '@/components/SelectField';
import { formTexts, useEntityForm, type EntityFormProps } from '@/hooks/useEntityForm';
import { fieldError } from '@/lib/formik';
import { CategoryPicker } from './CategoryPicker';
import type { ProductBody, Product } from './productsApi';
import type { StockStatus } from '../../../contract/catalogue';
import { STOCK_STATUSES } from '../../../contract/formRules';
import { productSchema } from './productSchema';

interface ProductValues {
  name: string;
  /** The chosen category's id, '' for none, and its name for the box (not sent). */
  categoryId: string;
  categoryName: string;
  price: string;
  stock: StockStatus | '';
}

const PRODUCT_FORM = {
  idPrefix: 'product',
  texts: formTexts('Product'),
  toValues: (product: Product | null): ProductValues => ({
    name: product?.name ?? '',
    categoryId: product ? String(product.categoryId) : '',
    categoryName: product?.categoryName ?? '',
    price: product ? String(product.price) : '',
    stock: product?.stock ?? 'In Stock',
  }),
  schema: productSchema,
  /**
   * The body sent on create and update: the name trimmed, the category's id and the price as
   * numbers.
   */
  toDraft: (values: ProductValues): ProductBody => {
    const { name, categoryId, price, stock } = productSchema.cast(values);
    return { name, categoryId: Number(categoryId), price, stock };
  },
};

/** The Category field: one of Manage Categories', found by name; its message as the others'. */
function ProductCategory({ formik }: { formik: FormikProps<ProductValues> }) {
  const { categoryId, categoryName } = formik.values;
  const error = fieldError(formik, 'categoryId');
  return (
    <CategoryPicker
      id="product-categoryId"
      label="Category"
      value={categoryId ? { id: Number(categoryId), name: categoryName } : null}
      onChange={(choice) => {
        void formik.setValues({
          ...formik.values,
          categoryId: choice ? String(choice.id) : '',
          categoryName: choice?.name ?? '',
        });
      }}
      input={{
        error: Boolean(error),
        helperText: error,
        onBlur: () => void formik.setFieldTouched('categoryId', true),
      }}
    />
  );
}

/**
 * The create/edit modal of Product Management (docs/requirements.md#product-management): its
 * Category is one of Manage Categories' (docs/decisions.md#catalogue-on-the-server).
 */
export function ProductForm(props: EntityFormProps<Product, ProductBody>) {
  const { field, formik, dialogProps } = useEntityForm({ ...props, ...PRODUCT_FORM });
  return (
    <FormDialog {...dialogProps} maxWidth="xs">
      <TextField label="Product Name" {...field('name')} />
      <ProductCategory formik={formik} />
      <TextField
        label="Price (₹)"
        type="number"
        {...field('price')}
        slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
      />
      <SelectField label="Stock" options={STOCK_STATUSES} {...field('stock')} />
    </FormDialog>
  );
}
