/**
 * What User Management's list asks the server for: its sorts, its Admin filter, and the page a
 * URL names. Apart from the columns and the views, so that the route (app/screens.tsx) asks for
 * that page while the screen's code loads, without loading that code.
 */
import { shopListsApi } from '@/api/shopLists';
import type { UserSort } from '@/api/users';
import { listed } from '@/api/wholeLists';
import { readPagedList, type PagedListSpec } from '@/lib/listParams';

/** Each sortable column and the API's sort key for it. */
export const USER_SORTS = {
  fullName: 'fullName',
  email: 'email',
  admin: 'isAdmin',
  joined: 'createdAt',
} as const satisfies Record<string, UserSort>;

export const ADMIN_FILTER = { field: 'admin', param: 'admin' } as const;

export const USER_LIST: PagedListSpec<UserSort, 'admin'> = {
  sorts: USER_SORTS,
  defaultSort: 'createdAt',
  filter: ADMIN_FILTER,
};

/** Starts loading the page of users these URL parameters name, unless it is cached. */
export function prefetchUsersPage(params: URLSearchParams) {
  const { request, sortField } = readPagedList(params, USER_LIST);
  return shopListsApi.util.prefetch('getUsersPage', listed(request, sortField !== undefined), {});
}
