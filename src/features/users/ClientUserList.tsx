import { useMemo } from 'react';
import { useGetUsersQuery } from '@/api/users';
import { saveRowsAsCsv } from '@/components/gridCsv';
import { useBrowserPage } from '@/hooks/useBrowserPage';
import { usePagedList } from '@/hooks/usePagedList';
import { createRowPager } from '@/lib/rowPager';
import { USER_CSV_COLUMNS } from './userCsv';
import { USER_PAGES } from './userList';
import { ADMIN_FILTER, USER_LIST } from './userListQuery';
import { UserListView, type UserListProps } from './UserListView';

/**
 * Every user loaded at once (the requirements' /admin/all-users), searched, filtered, sorted
 * and paged in the browser as the server would: for a backend without the paged list.
 */
export function ClientUserList({ selection }: UserListProps) {
  const { data: users = NO_USERS, isLoading } = useGetUsersQuery();
  const list = usePagedList(USER_LIST);
  const pager = useMemo(() => createRowPager(users, USER_PAGES), [users]);
  const shown = useBrowserPage(pager, list, ADMIN_FILTER.param);

  return (
    <UserListView
      list={list}
      searchDelayMs={0}
      selection={selection}
      rows={shown.items}
      pagination={shown.pagination}
      loading={isLoading}
      onExport={() => saveRowsAsCsv(shown.allRows(), USER_CSV_COLUMNS, 'users')}
    />
  );
}

const NO_USERS: readonly never[] = [];
