import { DataTable } from '@/components/DataTable';
import { PagedListToolbar } from '@/components/PagedListToolbar';
import {
  usePagedListControls,
  type ListToolbarTexts,
  type PagedListViewProps,
} from '@/hooks/usePagedListControls';
import { userListColumns, type UserRow } from './columns';
import { SelectedUserCard } from './SelectedUserCard';
import type { SelectedUser } from './useSelectedUser';

const USER_TOOLBAR: ListToolbarTexts = {
  placeholder: 'Search user...',
  searchLabel: 'Search users by name or email',
  subject: 'users',
};

export interface UserListProps {
  /** The user whose card shows between the toolbar and the grid. */
  selection: SelectedUser;
}

type UserListViewProps = UserListProps & PagedListViewProps<UserRow>;

/** What User Management shows, whichever side pages it: the search, the card, the grid. */
export function UserListView({ selection, ...props }: UserListViewProps) {
  const selected = selection.find(props.rows);
  const { toolbar, grid, gridApi } = usePagedListControls(props, USER_TOOLBAR);
  return (
    <>
      <PagedListToolbar {...toolbar} />
      {selected && <SelectedUserCard user={selected} onClose={selection.close} />}
      <DataTable
        label="Users"
        emptyMessage="No users found"
        apiRef={gridApi}
        onRowClick={selection.select}
        rows={props.rows}
        columns={userListColumns}
        loading={props.loading}
        server={grid}
      />
    </>
  );
}
