import { useCallback, useMemo } from 'react';
import { useUsersExport, useUsersPage } from '@/api/shopListHooks';
import { listSearchDelayMs } from '@/api/source';
import type { User } from '@/api/users';
import { listed } from '@/api/wholeLists';
import { numbered } from '@/components/columns';
import { saveRowsAsCsv } from '@/components/gridCsv';
import { PageHeader } from '@/components/PageHeader';
import { usePagedList } from '@/hooks/usePagedList';
import { toUserRow } from './columns';
import { USER_CSV_COLUMNS } from './userCsv';
import { USER_LIST } from './userListQuery';
import { UserListView } from './UserListView';
import { useSelectedUser } from './useSelectedUser';

/**
 * User Management: read only, searchable by name or email (docs/requirements.md#user-management),
 * a page at a time, as the server or the browser pages it (api/shopLists.ts). The page, the
 * search, the sort and the filter live in the URL; the last page stays on screen while the next
 * loads. The selected user's card is named in the URL, so a link (the command palette's) can
 * open it.
 */
export default function UsersPage() {
  const selection = useSelectedUser();
  const list = usePagedList(USER_LIST);
  const args = useMemo(
    () => listed(list.request, list.sortChosen),
    [list.request, list.sortChosen],
  );
  const { data, isLoading, fetching } = useUsersPage(args);
  const rows = useMemo(() => {
    const { page, pageSize } = data?.pagination ?? { page: 1, pageSize: 0 };
    return numbered((data?.items ?? []).map(toUserRow), (page - 1) * pageSize);
  }, [data]);
  const save = useCallback(
    (users: readonly User[]) =>
      saveRowsAsCsv(numbered(users.map(toUserRow)), USER_CSV_COLUMNS, 'users'),
    [],
  );
  const exportUsers = useUsersExport(save);

  return (
    <>
      <PageHeader title="User Management" />
      <UserListView
        list={list}
        searchDelayMs={listSearchDelayMs()}
        selection={selection}
        rows={rows}
        pagination={data?.pagination}
        loading={isLoading || fetching}
        onExport={() => exportUsers(args)}
      />
    </>
  );
}
