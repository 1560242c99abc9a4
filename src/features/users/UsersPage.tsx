import { useMemo } from 'react';
import { selectDayZone } from '@/api/session';
import type { User } from '@/api/users';
import { useAppSelector } from '@/app/hooks';
import { numbered } from '@/components/columns';
import { DataTable } from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { PagedListToolbar } from '@/components/PagedListToolbar';
import { useKeptList } from '@/hooks/useKeptList';
import { toUserRow, userListColumns } from './columns';
import { SelectedUserCard } from './SelectedUserCard';
import { USER_CSV_COLUMNS } from './userCsv';
import { users } from './userListQuery';
import { useSelectedUser } from './useSelectedUser';

const USER_SEARCH = {
  placeholder: 'Search user...',
  searchLabel: 'Search users by name or email',
  subject: 'users',
};

const USER_VIEW = {
  toRows: (items: readonly User[], offset: number) => numbered(items.map(toUserRow), offset),
  csvColumns: USER_CSV_COLUMNS,
};

/**
 * User Management: read only, searchable by name or email (docs/requirements.md#user-management),
 * a page at a time, as the server or the browser pages it (api/shopLists.ts). The page, the
 * search, the sort and the filter live in the URL; the last page stays on screen while the next
 * loads. The selected user's card is named in the URL, so a link (the command palette's) can
 * open it; it shows between the toolbar and the grid.
 */
export default function UsersPage() {
  const selection = useSelectedUser();
  const { rows, table, toolbar } = useKeptList(users, USER_VIEW);
  const selected = selection.find(rows);
  const timeZone = useAppSelector(selectDayZone);
  const columns = useMemo(() => userListColumns(timeZone), [timeZone]);
  return (
    <>
      <PageHeader title="User Management" />
      <PagedListToolbar {...toolbar} {...USER_SEARCH} columns={columns} />
      {selected && <SelectedUserCard user={selected} onClose={selection.close} />}
      <DataTable
        label="Users"
        emptyMessage="No users found"
        onRowClick={selection.select}
        rows={rows}
        columns={columns}
        loading={table.loading}
        server={table.server}
      />
    </>
  );
}
