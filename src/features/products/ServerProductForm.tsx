import { useMemo } from 'react';
import { FormDialog } from '@/components/FormDialog';
import { useEntityForm, type EntityFormProps } from '@/hooks/useEntityForm';
import { PRODUCT_FORM_TEXTS, ProductFields } from './ProductFields';
import { useGetCategoryChoicesQuery, type ProductBody, type ServerProduct } from './productsApi';
import { serverProductSchema, type StockStatus } from './productSchema';

interface ServerProductValues {
  name: string;
  /** The chosen category's id, as the select holds it; '' for none. */
  categoryId: string;
  price: string;
  stock: StockStatus | '';
}

const SERVER_PRODUCT_FORM = {
  idPrefix: 'product',
  texts: PRODUCT_FORM_TEXTS,
  toValues: (product: ServerProduct | null): ServerProductValues => ({
    name: product?.name ?? '',
    categoryId: product ? String(product.categoryId) : '',
    price: product ? String(product.price) : '',
    stock: product?.stock ?? 'In Stock',
  }),
  schema: serverProductSchema,
  /**
   * The body sent on create and update: the name trimmed, the category's id and the price as
   * numbers.
   */
  toDraft: (values: ServerProductValues): ProductBody => {
    const { name, categoryId, price, stock } = serverProductSchema.cast(values);
    return { name, categoryId: Number(categoryId), price, stock };
  },
};

/**
 * The categories the select offers: the server's, and the edited product's own while they load
 * (or once another admin has deleted it), so that its value always has its name.
 */
function useCategoryOptions(product: ServerProduct | null) {
  const { data = [] } = useGetCategoryChoicesQuery();
  return useMemo(() => {
    const options: Record<string, string> = {};
    if (product) options[String(product.categoryId)] = product.categoryName;
    for (const { id, name } of data) options[String(id)] = name;
    return options;
  }, [data, product]);
}

/**
 * The create/edit modal of Product Management on the reference server: its Category is one of
 * the server's categories (docs/decisions.md#catalogue-on-the-server).
 */
export function ServerProductForm(props: EntityFormProps<ServerProduct, ProductBody>) {
  const { field, dialogProps } = useEntityForm({ ...props, ...SERVER_PRODUCT_FORM });
  const options = useCategoryOptions(props.item);
  return (
    <FormDialog {...dialogProps} maxWidth="xs">
      <ProductFields field={field} category={{ name: 'categoryId', options }} />
    </FormDialog>
  );
}
