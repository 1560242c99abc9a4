import { readConfig } from '@/lib/config';
import { ServerAdmins } from './ServerAdmins';
import { TabAdmins } from './TabAdmins';

/**
 * Admin Management: with the run-time `screens: 'server'`, the reference server's admin accounts
 * (docs/api.md#admin-accounts), who sign in with their own password and role; with 'tab', the
 * specification's list kept in this tab.
 */
export default function AdminsPage() {
  return readConfig().screens === 'server' ? <ServerAdmins /> : <TabAdmins />;
}
