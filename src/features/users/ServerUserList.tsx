import { useMemo } from 'react';
import { useExportCsvMutation } from '@/api/csvExport';
import { API_PATHS } from '@/api/endpoints';
import { isAdminParam, useGetUsersPageQuery } from '@/api/users';
import { SEARCH_DEBOUNCE_MS } from '@/lib/listParams';
import { usePagedList } from '@/hooks/usePagedList';
import { toUserRow } from './columns';
import { USER_LIST } from './userListQuery';
import { UserListView, type UserListProps } from './UserListView';

/**
 * One page of users at a time from the server (docs/api.md#paged-users-and-orders), which
 * searches, sorts and filters them; the page, the search, the sort and the filter live in the
 * URL. The last page stays on screen while the next loads.
 */
export function ServerUserList({ selection }: UserListProps) {
  const list = usePagedList(USER_LIST);
  const { data, isLoading, isFetching } = useGetUsersPageQuery(list.request);
  const rows = useMemo(() => {
    const { page, pageSize } = data?.pagination ?? { page: 1, pageSize: 0 };
    const offset = (page - 1) * pageSize;
    return (data?.items ?? []).map((user, index) => ({
      ...toUserRow(user),
      srNo: offset + index + 1,
    }));
  }, [data]);
  const [exportCsv] = useExportCsvMutation();
  const { q, sort, order, admin, from, to } = list.request;
  const query = { q, sort, order, isAdmin: isAdminParam(admin), from, to };

  return (
    <UserListView
      list={list}
      searchDelayMs={SEARCH_DEBOUNCE_MS}
      selection={selection}
      rows={rows}
      pagination={data?.pagination}
      loading={isLoading || isFetching}
      onExport={() => exportCsv({ path: API_PATHS.usersCsv, list: 'users', query }).unwrap()}
    />
  );
}
