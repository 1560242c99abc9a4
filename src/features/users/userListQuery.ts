/**
 * User Management's list: its sorts, its Admin filter, and the page a URL names. Apart from the
 * columns and the views, so that the route (app/screens.tsx) asks for that page while the
 * screen's code loads, without loading that code.
 */
import { usersList } from '@/api/shopListHooks';
import type { UserSort } from '@/api/users';

/** Each sortable column and the API's sort key for it. */
export const USER_SORTS = {
  fullName: 'fullName',
  email: 'email',
  admin: 'isAdmin',
  joined: 'createdAt',
} as const satisfies Record<string, UserSort>;

export const ADMIN_FILTER = { field: 'admin', param: 'admin' } as const;

export const users = usersList({
  sorts: USER_SORTS,
  defaultSort: 'createdAt',
  filter: ADMIN_FILTER,
  days: true,
});
