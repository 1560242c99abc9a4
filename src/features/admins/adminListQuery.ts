/**
 * What Admin Management asks the reference server for (docs/api.md#admin-accounts): the page,
 * search and sort its URL names, read by the same list path as User and Order Management. The
 * API takes no filter.
 */
import type { AdminSort } from '../../../contract/admins';
import type { PagedListSpec } from '@/lib/listParams';

/** Each sortable column and the API's sort key for it. */
export const ADMIN_SORTS = {
  name: 'name',
  email: 'email',
  role: 'role',
  createdAt: 'createdAt',
  lastSignInAt: 'lastSignInAt',
} as const satisfies Record<string, AdminSort>;

export const ADMIN_LIST: PagedListSpec<AdminSort, never> = {
  sorts: ADMIN_SORTS,
  defaultSort: 'createdAt',
};
