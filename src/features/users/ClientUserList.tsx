import { useEffect, useMemo } from 'react';
import { useGetUsersQuery } from '@/api/users';
import { saveRowsAsCsv } from '@/components/gridCsv';
import { usePagedList } from '@/hooks/usePagedList';
import { createRowPager } from '@/lib/rowPager';
import { whenIdle } from '@/lib/whenIdle';
import { USER_CSV_COLUMNS } from './userCsv';
import { ADMIN_FILTER, USER_PAGES, USER_SORTS } from './userList';
import { UserListView, type UserListProps } from './UserListView';

/**
 * Every user loaded at once (the requirements' /admin/all-users), searched, filtered, sorted
 * and paged in the browser as the server would: for a backend without the paged list.
 */
export function ClientUserList({ selection }: UserListProps) {
  const { data: users = NO_USERS, isLoading } = useGetUsersQuery();
  const list = usePagedList({
    sorts: USER_SORTS,
    defaultSort: 'createdAt',
    filter: ADMIN_FILTER,
    debounceMs: 0,
  });
  const pager = useMemo(() => createRowPager(users, USER_PAGES), [users]);
  useEffect(() => whenIdle(pager.prepareSearch), [pager]);

  const { page, pageSize, q, sort, order, admin, from, to } = list.request;
  const chosenSort = list.sortChosen ? sort : undefined;
  const shown = useMemo(
    () => pager.page({ page, pageSize, q, sort: chosenSort, order, filter: admin, from, to }),
    [pager, page, pageSize, q, chosenSort, order, admin, from, to],
  );

  return (
    <UserListView
      list={list}
      selection={selection}
      rows={shown.items}
      pagination={shown.pagination}
      loading={isLoading}
      onExport={() => saveRowsAsCsv(shown.allRows(), USER_CSV_COLUMNS, 'users')}
    />
  );
}

const NO_USERS: readonly never[] = [];
