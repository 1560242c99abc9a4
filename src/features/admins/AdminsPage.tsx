import Box from '@mui/material/Box';
import { selectHasOwnAccount } from '@/api/session';
import { useAppSelector } from '@/app/hooks';
import { CrudScreen, screenTexts } from '@/components/CrudScreen';
import { SearchField } from '@/components/SearchField';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { useKeptList } from '@/hooks/useKeptList';
import { AdminForm } from './AdminForm';
import { adminColumns } from './columns';
import { admins } from './adminsApi';
import { OneTimePasswordDialog } from './OneTimePasswordDialog';
import { useAdminActions, useOneTimePassword, usePasswordReset } from './useAdminActions';

const TEXTS = screenTexts('Admin Management', 'Add Admin', 'Admins', 'No admins found');

/**
 * Admin Management (docs/requirements.md#admin-management, docs/api.md#admin-accounts): the
 * accounts a page at a time, searched by name or email and sorted, the page, search and sort in
 * the URL; create, edit (role, disabled), reset password where the source gives passwords, and
 * delete.
 */
export default function AdminsPage() {
  const { rows, table, toolbar } = useKeptList(admins);
  // The accounts have no creation days to clear, no CSV and no filter.
  const { created: _created, onExport: _onExport, filter: _filter, ...search } = toolbar;
  const oneTimePassword = useOneTimePassword();
  const actions = useAdminActions(oneTimePassword.show);
  const onResetPassword = usePasswordReset(oneTimePassword.show);
  // Passwords are reset where the admins have accounts of their own to sign in to.
  const resets = useAppSelector(selectHasOwnAccount);
  const screen = useCrudScreen(actions, adminColumns);
  return (
    <CrudScreen
      texts={TEXTS}
      rows={rows}
      loading={table.loading}
      server={table.server}
      toolbar={
        <Box sx={{ mb: 2 }}>
          <SearchField
            {...search}
            placeholder="Search admins..."
            searchLabel="Search admins by name or email"
          />
        </Box>
      }
      screen={{
        ...screen,
        formProps: {
          ...screen.formProps,
          onResetPassword: resets ? onResetPassword : undefined,
        },
      }}
      Form={AdminForm}
    >
      <OneTimePasswordDialog {...oneTimePassword.dialog} />
    </CrudScreen>
  );
}
