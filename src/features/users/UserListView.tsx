import type { Pagination } from '@/api/pagedList';
import { CreatedDaysChip } from '@/components/CreatedDaysChip';
import { DataTable } from '@/components/DataTable';
import { ExportCsvButton } from '@/components/ExportCsvButton';
import { ListToolbar } from '@/components/ListToolbar';
import type { PagedList } from '@/hooks/usePagedList';
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
  /** This page's rows and the list's pagination. */
  rows: UserRow[];
  pagination: Pagination | undefined;
  loading: boolean;
  onExport: () => Promise<unknown> | void;
}

/** What User Management shows, whichever side pages it: the search, the card, the grid. */
export function UserListView({ list, selection, rows, ...props }: UserListViewProps) {
  const selected = selection.find(rows);
  const { from, to } = list.request;
  return (
    <>
      <ListToolbar
        {...list.toolbar}
        placeholder="Search user..."
        searchLabel="Search users by name or email"
        actions={
          <>
            <CreatedDaysChip from={from} to={to} onClear={list.clearCreated} />
            <ExportCsvButton subject="users" onExport={props.onExport} />
          </>
        }
      />
      {selected && <SelectedUserCard user={selected} onClose={selection.close} />}
      <DataTable
        label="Users"
        emptyMessage="No users found"
        apiRef={list.toolbar.gridApi}
        onRowClick={selection.select}
        rows={rows}
        columns={userListColumns}
        loading={props.loading}
        server={list.grid(props.pagination)}
      />
    </>
  );
}
