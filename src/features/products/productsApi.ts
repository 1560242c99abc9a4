/**
 * Product Management's calls on the reference server (docs/decisions.md#catalogue-on-the-server):
 * one page of products, the categories a product may be in (searched by name, and the one the
 * filter names), create, update and delete. Update and delete send the version the product was
 * read at (If-Match); a stale one's 409 is worded for the admin.
 */
import type {
  Category,
  Product,
  ProductBody,
  ProductsPageQuery,
} from '../../../contract/catalogue';
import { baseApi, type ApiBuilder } from '@/api/baseApi';
import { API_PATHS } from '@/api/endpoints';
import { pageQuery, readPage, type PageOf } from '@/api/pagedList';
import { resourceEndpoints } from '@/api/resourceApi';
import { listTag, providesList } from '@/api/tags';

export type { Product, ProductBody } from '../../../contract/catalogue';

/** A category as the product form and the category filter offer it. */
export type CategoryChoice = Pick<Category, 'id' | 'name'>;

const choiceOf = ({ id, name }: Category): CategoryChoice => ({ id, name });

/** How many categories a search offers, the first by name. */
const CATEGORY_CHOICES = 25;

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
      searchCategoryChoices: build.query<CategoryChoice[], string>({
        query: (q) =>
          `${API_PATHS.categories}?${pageQuery({ page: 1, pageSize: CATEGORY_CHOICES, q, sort: 'name', order: 'asc' })}`,
        transformResponse: (response: unknown) =>
          readPage<Category>(response, 'categories').items.map(choiceOf),
        extraOptions: { loadFailure: { notify: 'Failed to load categories:' } },
        providesTags: [listTag('Category')],
      }),
      getCategoryChoice: build.query<CategoryChoice, number>({
        query: (id) => API_PATHS.category.byId(id),
        transformResponse: (response: { category: Category }) => choiceOf(response.category),
        extraOptions: { loadFailure: { notify: 'Failed to load categories:' } },
        providesTags: (_choice, _error, id) => [{ type: 'Category', id }],
      }),
      createProduct: create,
      updateProduct: update,
      deleteProduct: remove,
    };
  },
});

export const {
  useGetProductsPageQuery,
  useSearchCategoryChoicesQuery,
  useGetCategoryChoiceQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
} = productsApi;
