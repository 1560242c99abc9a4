import type { ReactNode } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable, type ServerPaging } from '@/components/DataTable';
import { ListToolbar, type ListToolbarState } from '@/components/ListToolbar';
import type { UserRow } from './columns';
import { SelectedUserCard } from './SelectedUserCard';
import type { SelectedUser } from './useSelectedUser';

export interface UserListProps {
  /** The user whose card shows between the toolbar and the grid. */
  selection: SelectedUser;
}

interface UserListViewProps extends UserListProps {
  toolbar: ListToolbarState;
  /** Beside the search: the export button. */
  actions: ReactNode;
  rows: UserRow[];
  columns: GridColDef<UserRow>[];
  loading: boolean;
  server?: ServerPaging;
}

/** What User Management shows, whichever side pages the list: the search, the card, the grid. */
export function UserListView({ toolbar, actions, selection, ...grid }: UserListViewProps) {
  const selected = selection.find(grid.rows);
  return (
    <>
      <ListToolbar
        {...toolbar}
        placeholder="Search user..."
        searchLabel="Search users by name or email"
        actions={actions}
      />
      {selected && <SelectedUserCard user={selected} onClose={selection.close} />}
      <DataTable
        label="Users"
        emptyMessage="No users found"
        apiRef={toolbar.gridApi}
        onRowClick={selection.select}
        {...grid}
      />
    </>
  );
}
