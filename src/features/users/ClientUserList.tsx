import { useMemo } from 'react';
import { useGetUsersQuery } from '@/api/users';
import { ExportCsvButton } from '@/components/ExportCsvButton';
import { saveGridAsCsv } from '@/components/gridCsv';
import { useListToolbar } from '@/components/ListToolbar';
import { toUserRow, userColumns, type UserRow } from './columns';
import { USER_CSV_COLUMNS } from './userCsv';
import { UserListView, type UserListProps } from './UserListView';

/**
 * Every user loaded at once (the requirements' /admin/all-users) and searched in the browser:
 * for a backend without the paged list.
 */
export function ClientUserList({ selection }: UserListProps) {
  const { data: users = [], isLoading } = useGetUsersQuery();
  const { query, toolbar } = useListToolbar();

  const allRows = useMemo(() => users.map(toUserRow), [users]);
  const rows = useMemo<UserRow[]>(() => {
    const matching = query ? allRows.filter((row) => row.haystack.includes(query)) : allRows;
    return matching.map((row, index) => ({ ...row, srNo: index + 1 }));
  }, [allRows, query]);

  return (
    <UserListView
      toolbar={toolbar}
      actions={
        <ExportCsvButton
          subject="users"
          onExport={() => saveGridAsCsv(toolbar.gridApi, USER_CSV_COLUMNS, 'users')}
        />
      }
      selection={selection}
      rows={rows}
      columns={userColumns}
      loading={isLoading}
    />
  );
}
