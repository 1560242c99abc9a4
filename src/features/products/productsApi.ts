/**
 * Product Management's calls on the reference server (docs/decisions.md#catalogue-on-the-server):
 * one page of products, searched, sorted, filtered by stock and narrowed to the category its URL
 * names, create, update and delete (api/keptList.ts), and the categories a product may be in
 * (searched by name, and the one the filter names).
 */
import type {
  Category,
  Product,
  ProductBody,
  ProductSort,
  StockStatus,
} from '../../../contract/catalogue';
import { STOCK_STATUSES } from '../../../contract/formRules';
import { baseApi } from '@/api/baseApi';
import { keptResource } from '@/api/keptList';
import { pageQuery, readPage } from '@/api/pagedList';
import { declared } from '@/api/declared';
import { listTag } from '@/api/tags';
import { PRODUCT_CATEGORY_PARAM } from '@/lib/links';

export type { Product, ProductBody } from '../../../contract/catalogue';

/** A category as the product form and the category filter offer it. */
export type CategoryChoice = Pick<Category, 'id' | 'name'>;

const choiceOf = ({ id, name }: Category): CategoryChoice => ({ id, name });

/** How many categories a search offers, the first by name. */
const CATEGORY_CHOICES = 25;

/** The category id the URL names, when it is one. */
const categoryIdOf = (params: URLSearchParams): number | undefined => {
  const text = params.get(PRODUCT_CATEGORY_PARAM) ?? '';
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
};

export const products = keptResource<
  Product,
  ProductBody,
  ProductSort,
  'stock',
  StockStatus,
  {
    categoryId: number | undefined;
  }
>(
  'products',
  {
    loadFailure: 'Failed to load products:',
    sorts: { name: 'name', category: 'categoryName', price: 'price', stock: 'stock' },
    filter: { field: 'stock', param: 'stock', values: STOCK_STATUSES },
  },
  (params) => ({ categoryId: categoryIdOf(params) }),
);

const { paths: categoryPaths } = declared('categories');

const choicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchCategoryChoices: build.query<CategoryChoice[], string>({
      query: (q) =>
        `${categoryPaths.page}?${pageQuery({ page: 1, pageSize: CATEGORY_CHOICES, q, sort: 'name', order: 'asc' })}`,
      transformResponse: (response: unknown) =>
        readPage<Category>(response, 'categories').items.map(choiceOf),
      extraOptions: { loadFailure: { notify: 'Failed to load categories:' } },
      providesTags: [listTag('Category')],
    }),
    getCategoryChoice: build.query<CategoryChoice, number>({
      query: (id) => categoryPaths.byId(id),
      transformResponse: (response: { category: Category }) => choiceOf(response.category),
      extraOptions: { loadFailure: { notify: 'Failed to load categories:' } },
      providesTags: (_choice, _error, id) => [{ type: 'Category', id }],
    }),
  }),
});

export const { useSearchCategoryChoicesQuery, useGetCategoryChoiceQuery } = choicesApi;
