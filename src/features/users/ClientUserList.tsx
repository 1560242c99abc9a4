import { useMemo, type ReactNode } from 'react';
import { useGetUsersQuery } from '@/api/users';
import { DataTable } from '@/components/DataTable';
import { ListToolbar, useListToolbar } from '@/components/ListToolbar';
import { toUserRow, userColumns, type UserRow } from './columns';

export interface UserListProps {
  /** Shown between the toolbar and the grid: the selected user's card. */
  above: ReactNode;
  onSelect: (row: UserRow) => void;
}

/**
 * Every user loaded at once (the requirements' /admin/all-users) and searched in the browser:
 * for a backend without the paged list.
 */
export function ClientUserList({ above, onSelect }: UserListProps) {
  const { data: users = [], isLoading } = useGetUsersQuery();
  const { query, gridApi, toolbar } = useListToolbar();

  const allRows = useMemo(() => users.map(toUserRow), [users]);
  const rows = useMemo<UserRow[]>(() => {
    const matching = query ? allRows.filter((row) => row.haystack.includes(query)) : allRows;
    return matching.map((row, index) => ({ ...row, srNo: index + 1 }));
  }, [allRows, query]);

  return (
    <>
      <ListToolbar
        {...toolbar}
        placeholder="Search user..."
        searchLabel="Search users by name or email"
      />
      {above}
      <DataTable
        label="Users"
        rows={rows}
        columns={userColumns}
        emptyMessage="No users found"
        apiRef={gridApi}
        loading={isLoading}
        onRowClick={onSelect}
      />
    </>
  );
}
