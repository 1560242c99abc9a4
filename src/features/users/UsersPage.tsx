import { useState } from 'react';
import { PageHeader } from '@/components/PageHeader';
import { readConfig } from '@/lib/config';
import { ClientUserList } from './ClientUserList';
import type { UserRow } from './columns';
import { SelectedUserCard } from './SelectedUserCard';
import { ServerUserList } from './ServerUserList';

/**
 * User Management: read only, searchable by name or email (docs/requirements.md#user-management).
 * The list is paged by the server or, for a backend with only the whole list, in the browser
 * (the run-time `lists` setting).
 */
export default function UsersPage() {
  const [selected, setSelected] = useState<UserRow | null>(null);
  const UserList = readConfig().lists === 'server' ? ServerUserList : ClientUserList;
  return (
    <>
      <PageHeader title="User Management" />
      <UserList
        onSelect={setSelected}
        above={selected && <SelectedUserCard user={selected} onClose={() => setSelected(null)} />}
      />
    </>
  );
}
