import { PageHeader } from '@/components/PageHeader';
import { readConfig } from '@/lib/config';
import { ClientUserList } from './ClientUserList';
import { ServerUserList } from './ServerUserList';
import { useSelectedUser } from './useSelectedUser';

/**
 * User Management: read only, searchable by name or email (docs/requirements.md#user-management).
 * The list is paged by the server or, for a backend with only the whole list, in the browser
 * (the run-time `lists` setting). The selected user's card is named in the URL, so a link (the
 * command palette's) can open it.
 */
export default function UsersPage() {
  const selection = useSelectedUser();
  const UserList = readConfig().lists === 'server' ? ServerUserList : ClientUserList;
  return (
    <>
      <PageHeader title="User Management" />
      <UserList selection={selection} />
    </>
  );
}
