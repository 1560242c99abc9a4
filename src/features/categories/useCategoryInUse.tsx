import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Product } from '../../../contract/catalogue';
import { baseApi } from '@/api/baseApi';
import { pageQuery, readPage } from '@/api/pagedList';
import { declared } from '@/api/declared';
import { listTag } from '@/api/tags';
import { useConfirm } from '@/components/ConfirmDialog';
import { categoryProductsLink } from '@/lib/links';
import { productsNamed, type Category } from './categoriesApi';

/** As many as the server's refusal names. */
const PRODUCTS_NAMED = 10;

const { paths: productPaths } = declared('products');

const inUseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The first products of a category, by name. */
    getCategoryProducts: build.query<Pick<Product, 'id' | 'name'>[], number>({
      query: (categoryId) =>
        `${productPaths.page}?${pageQuery({ page: 1, pageSize: PRODUCTS_NAMED, categoryId, sort: 'name', order: 'asc' })}`,
      transformResponse: (response: unknown) => readPage<Product>(response, 'products').items,
      providesTags: [listTag('Product')],
    }),
  }),
});

/** 'Category “eSIM” is used by 3 products: Japan eSIM, Europe eSIM, USA eSIM.' */
function InUseMessage({ category: { id, name, productCount } }: { category: Category }) {
  const { data: products } = inUseApi.useGetCategoryProductsQuery(id);
  const noun = productCount === 1 ? 'product' : 'products';
  const named = products?.length ? `: ${productsNamed({ products, productCount })}` : '';
  return `Category “${name}” is used by ${productCount} ${noun}${named}. Move them to another category or delete them, then delete the category.`;
}

/**
 * Delete of a category that products use, which the server would refuse
 * (docs/decisions.md#catalogue-on-the-server): said before anything is asked, naming the
 * products, with the way to them; any other category is asked about as every row is.
 */
export function useCategoryInUse() {
  const confirm = useConfirm();
  const navigate = useNavigate();
  return useCallback(
    (onDelete: (category: Category) => void) => (category: Category) => {
      if (category.productCount === 0) return onDelete(category);
      void confirm({
        title: 'Category in use',
        message: <InUseMessage category={category} />,
        confirmLabel: 'View products',
        cancelLabel: 'Close',
        destructive: false,
      }).then((view) => view && navigate(categoryProductsLink(category.id)));
    },
    [confirm, navigate],
  );
}
