/**
 * Product Management's calls on the reference server (docs/decisions.md#catalogue-on-the-server):
 * one page of products, the categories a product may be in (the form's select), create, update and
 * delete. Update and delete send the version the product was read at (If-Match); a stale one's 409
 * is worded for the admin.
 */
import type {
  Category,
  Product,
  ProductBody,
  ProductsPageQuery,
} from '../../../contract/catalogue';
import { baseApi, type ApiBuilder } from '@/api/baseApi';
import { API_PATHS } from '@/api/endpoints';
import { normaliseList } from '@/api/normalise';
import { pageQuery, readPage, type PageOf } from '@/api/pagedList';
import { resourceEndpoints } from '@/api/resourceApi';
import { listTag, providesList } from '@/api/tags';

export type { Product as ServerProduct, ProductBody } from '../../../contract/catalogue';

/** A category as the product form offers it. */
export type CategoryChoice = Pick<Category, 'id' | 'name'>;

const resource = (build: ApiBuilder) =>
  resourceEndpoints<Product, ProductBody, never>(build, 'Product', {
    loadFailure: 'Failed to load products:',
    mediaFields: [],
  });

export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const { create, update, remove } = resource(build);
    return {
      getProductsPage: build.query<PageOf<Product>, ProductsPageQuery>({
        // Only the contract's parameters: the server refuses any other.
        query: ({ page, pageSize, q, sort, order, categoryId, stock }) =>
          `${API_PATHS.products}?${pageQuery({ page, pageSize, q, sort, order, categoryId, stock })}`,
        transformResponse: (response: unknown) => readPage<Product>(response, 'products'),
        extraOptions: { loadFailure: { notify: 'Failed to load products:' } },
        providesTags: (page) => providesList('Product')(page?.items),
      }),
      getCategoryChoices: build.query<CategoryChoice[], void>({
        query: () => API_PATHS.category.all,
        transformResponse: (response: unknown) =>
          normaliseList<Category>(response, 'categories').map(({ id, name }) => ({ id, name })),
        extraOptions: { loadFailure: { notify: 'Failed to load categories:' } },
        providesTags: [listTag('Category')],
      }),
      createProduct: create,
      updateProduct: update,
      deleteProduct: remove,
    };
  },
});

export const {
  useGetProductsPageQuery,
  useGetCategoryChoicesQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
} = productsApi;
