/**
 * Manage Categories' calls on the reference server (docs/decisions.md#catalogue-on-the-server): one
 * page of categories, create, update and delete. Update and delete send the version the category
 * was read at (If-Match); a stale one's 409 is worded for the admin, and a category that products
 * use is refused naming them.
 */
import type {
  CategoriesPageQuery,
  Category as WireCategory,
  CategoryChanges,
  CategoryInUseReply,
  NewCategory,
} from '../../../contract/catalogue';
import type { ApiError } from '@/api/apiError';
import { baseApi, type ApiBuilder } from '@/api/baseApi';
import { API_PATHS } from '@/api/endpoints';
import { pageQuery, readPage, type PageOf } from '@/api/pagedList';
import { resourceEndpoints } from '@/api/resourceApi';
import { providesList } from '@/api/tags';
import { readConfig } from '@/lib/config';
import { resolveMediaUrl } from '@/lib/images';

/** A category as the screen holds it: its image an address the browser loads, or none. */
export type Category = Omit<WireCategory, 'image'> & { image: string | null };

/** Create sends the image as a data URL; update sends one only when it is replaced. */
export type CategoryBody = NewCategory | CategoryChanges;

const withImageUrl = (category: WireCategory): Category => ({
  ...category,
  image: resolveMediaUrl(category.image, readConfig().apiBaseUrl),
});

/** The products a refusal names: the first ten, and how many more there are. */
function productsNamed({ products, productCount }: CategoryInUseReply): string {
  const names = products.map(({ name }) => name).join(', ');
  const more = productCount - products.length;
  return more > 0 ? `${names} and ${more} more` : names;
}

/**
 * A delete refused because products use the category: the server's sentence, then the products
 * it names ('Category “eSIM” is used by 3 products: Japan eSIM, Europe eSIM, USA eSIM.').
 */
export function inUseWorded(error: ApiError): ApiError {
  const reply = error.data as Partial<CategoryInUseReply> | undefined;
  if (error.status !== 409 || !Array.isArray(reply?.products) || !reply.message) return error;
  const named = productsNamed(reply as CategoryInUseReply);
  return { ...error, message: `${reply.message.replace(/\.$/, '')}: ${named}.` };
}

const resource = (build: ApiBuilder) =>
  resourceEndpoints<Category, CategoryBody, never>(build, 'Category', {
    loadFailure: 'Failed to load categories:',
    mediaFields: ['image'],
    refusals: inUseWorded,
    updateTouches: ['Product'],
  });

export const categoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const { create, update, remove } = resource(build);
    return {
      getCategoriesPage: build.query<PageOf<Category>, CategoriesPageQuery>({
        // Only the contract's parameters: the server refuses any other.
        query: ({ page, pageSize, q, sort, order, status }) =>
          `${API_PATHS.categories}?${pageQuery({ page, pageSize, q, sort, order, status })}`,
        transformResponse: (response: unknown) => {
          const { items, pagination } = readPage<WireCategory>(response, 'categories');
          return { items: items.map(withImageUrl), pagination };
        },
        extraOptions: { loadFailure: { notify: 'Failed to load categories:' } },
        providesTags: (page) => providesList('Category')(page?.items),
      }),
      createCategory: create,
      updateCategory: update,
      deleteCategory: remove,
    };
  },
});

export const {
  useGetCategoriesPageQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
} = categoriesApi;
