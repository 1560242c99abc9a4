import { useMemo } from 'react';
import { useExportCsvMutation } from '@/api/csvExport';
import { API_PATHS } from '@/api/endpoints';
import { isAdminParam, useGetUsersPageQuery, type UserSort } from '@/api/users';
import { serverColumns } from '@/components/columns';
import { CreatedDaysChip } from '@/components/CreatedDaysChip';
import { ExportCsvButton } from '@/components/ExportCsvButton';
import { useServerList } from '@/hooks/useServerList';
import { toUserRow, userColumns } from './columns';
import { UserListView, type UserListProps } from './UserListView';

/** Each sortable column and the server's sort key for it. */
const SORTS = {
  fullName: 'fullName',
  email: 'email',
  admin: 'isAdmin',
  joined: 'createdAt',
} as const satisfies Record<string, UserSort>;

const ADMIN_FILTER = { field: 'admin', param: 'admin' } as const;

const columns = serverColumns(userColumns, SORTS, { field: 'admin', values: ['Yes', 'No'] });

/**
 * One page of users at a time from the server (docs/api.md#paged-users-and-orders), which
 * searches, sorts and filters them; the page, the search, the sort and the filter live in the
 * URL. The last page stays on screen while the next loads.
 */
export function ServerUserList({ selection }: UserListProps) {
  const list = useServerList({ sorts: SORTS, defaultSort: 'createdAt', filter: ADMIN_FILTER });
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
      toolbar={list.toolbar}
      actions={
        <>
          <CreatedDaysChip from={from} to={to} onClear={list.clearCreated} />
          <ExportCsvButton
            subject="users"
            onExport={() => exportCsv({ path: API_PATHS.usersCsv, list: 'users', query }).unwrap()}
          />
        </>
      }
      selection={selection}
      rows={rows}
      columns={columns}
      loading={isLoading || isFetching}
      server={list.grid(data?.pagination)}
    />
  );
}
