/**
 * Manage Categories' calls on the reference server (docs/decisions.md#catalogue-on-the-server): one
 * page of categories, searched, sorted and filtered by status, and create, update and delete
 * (api/keptList.ts); a category that products use is refused naming them.
 */
import type { Status } from '../../../contract/common';
import type {
  Category as WireCategory,
  CategoryChanges,
  CategoryInUseReply,
  CategorySort,
  NewCategory,
} from '../../../contract/catalogue';
import type { ApiError } from '@/api/apiError';
import { keptResource } from '@/api/keptList';
import { STATUSES } from '../../../contract/formRules';

/** A category as the screen holds it: its image an address the browser loads, or none. */
export type Category = Omit<WireCategory, 'image'> & { image: string | null };

/** Create sends the image as a data URL; update sends one only when it is replaced. */
export type CategoryBody = NewCategory | CategoryChanges;

/** The products a refusal names: the first ten, and how many more there are. */
export function productsNamed({
  products,
  productCount,
}: Pick<CategoryInUseReply, 'products' | 'productCount'>): string {
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

export const categories = keptResource<Category, CategoryBody, CategorySort, 'status', Status>(
  'categories',
  {
    loadFailure: 'Failed to load categories:',
    mediaFields: ['image'],
    refusals: inUseWorded,
    hasStatus: true,
    sorts: { name: 'name', status: 'status', productCount: 'productCount' },
    filter: { field: 'status', param: 'status', values: STATUSES },
  },
);
