import type { Pagination } from '@/api/pagedList';
import { DataTable } from '@/components/DataTable';
import { PagedListToolbar } from '@/components/PagedListToolbar';
import type { PagedList } from '@/hooks/usePagedList';
import { usePagedListControls } from '@/hooks/usePagedListControls';
import type { UserRow } from './columns';
import { SelectedUserCard } from './SelectedUserCard';
import { userListColumns } from './userList';
import type { SelectedUser } from './useSelectedUser';

export interface UserListProps {
  /** The user whose card shows between the toolbar and the grid. */
  selection: SelectedUser;
}

interface UserListViewProps extends UserListProps {
  list: PagedList;
  /** How long typing pauses before the search is written (0: at every key). */
  searchDelayMs: number;
  /** This page's rows and the list's pagination. */
  rows: UserRow[];
  pagination: Pagination | undefined;
  loading: boolean;
  onExport: () => Promise<unknown> | void;
}

/** What User Management shows, whichever side pages it: the search, the card, the grid. */
export function UserListView({ list, selection, rows, ...props }: UserListViewProps) {
  const selected = selection.find(rows);
  const { toolbar, grid, gridApi } = usePagedListControls(
    list,
    props.pagination,
    props.searchDelayMs,
  );
  return (
    <>
      <PagedListToolbar
        {...toolbar}
        placeholder="Search user..."
        searchLabel="Search users by name or email"
        subject="users"
        onExport={props.onExport}
      />
      {selected && <SelectedUserCard user={selected} onClose={selection.close} />}
      <DataTable
        label="Users"
        emptyMessage="No users found"
        apiRef={gridApi}
        onRowClick={selection.select}
        rows={rows}
        columns={userListColumns}
        loading={props.loading}
        server={grid}
      />
    </>
  );
}
