import { FormDialog } from '@/components/FormDialog';
import { SelectField } from '@/components/SelectField';
import { useEntityForm, type EntityFormProps } from '@/hooks/useEntityForm';
import { PRODUCT_FORM_TEXTS, ProductFields } from './ProductFields';
import {
  PRODUCT_CATEGORIES,
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
  texts: PRODUCT_FORM_TEXTS,
  toValues: (product: Product | null): ProductValues =>
    product ? { ...product, price: String(product.price) } : EMPTY,
  schema: productSchema,
  toDraft: (values: ProductValues) => productSchema.cast(values),
};

/**
 * The create/edit modal of Product Management kept in the tab
 * (docs/requirements.md#product-management).
 */
export function ProductForm(props: EntityFormProps<Product, ProductDraft>) {
  const { field, dialogProps } = useEntityForm({ ...props, ...PRODUCT_FORM });
  return (
    <FormDialog {...dialogProps} maxWidth="xs">
      <ProductFields
        field={field}
        category={
          <SelectField label="Category" options={PRODUCT_CATEGORIES} {...field('category')} />
        }
      />
    </FormDialog>
  );
}
