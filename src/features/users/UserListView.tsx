import type { ReactNode } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable, type ServerPaging } from '@/components/DataTable';
import { ListToolbar, type ListToolbarState } from '@/components/ListToolbar';
import type { UserRow } from './columns';

export interface UserListProps {
  /** Shown between the toolbar and the grid: the selected user's card. */
  above: ReactNode;
  onSelect: (row: UserRow) => void;
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
export function UserListView({ toolbar, actions, above, onSelect, ...grid }: UserListViewProps) {
  return (
    <>
      <ListToolbar
        {...toolbar}
        placeholder="Search user..."
        searchLabel="Search users by name or email"
        actions={actions}
      />
      {above}
      <DataTable
        label="Users"
        emptyMessage="No users found"
        apiRef={toolbar.gridApi}
        onRowClick={onSelect}
        {...grid}
      />
    </>
  );
}
