import { useCallback, useMemo } from 'react';
import Stack from '@mui/material/Stack';
import type { RowHandlers } from '@/components/columns';
import { selectHasOwnAccount, selectProfile } from '@/api/session';
import { useAppSelector } from '@/app/hooks';
import { CrudScreen, screenTexts } from '@/components/CrudScreen';
import { SearchField } from '@/components/SearchField';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { useKeptList } from '@/hooks/useKeptList';
import { useCan } from '@/lib/permissions';
import { AdminForm } from './AdminForm';
import { adminColumns, type TwoFactorColumn } from './columns';
import { admins, type AdminAccount } from './adminsApi';
import { OneTimePasswordDialog } from './OneTimePasswordDialog';
import { TwoFactorRequirement } from './TwoFactorRequirement';
import {
  useAdminActions,
  useOneTimePassword,
  usePasswordReset,
  useTwoFactorReset,
} from './useAdminActions';
import { selectDayZone } from '@/api/session';

const TEXTS = screenTexts('Admin Management', 'Add Admin', 'Admins', 'No admins found');

/**
 * Two-factor sign-in's column and reset where the source keeps it (the reference server) and the
 * role may change accounts, as the server's routes ask (contract/roles.ts): undefined elsewhere.
 */
function useTwoFactorColumn(): TwoFactorColumn | undefined {
  const ownAccount = useAppSelector(selectHasOwnAccount);
  const ownId = useAppSelector(selectProfile)?.id;
  const mayChange = useCan('admins', 'update');
  const onReset = useTwoFactorReset();
  return useMemo(() => {
    if (!ownAccount || !mayChange) return undefined;
    const mayReset = (account: AdminAccount) => account.twoFactor && account.id !== ownId;
    return { mayReset, onReset: (account: AdminAccount) => void onReset(account) };
  }, [ownAccount, mayChange, ownId, onReset]);
}

/**
 * Admin Management (docs/requirements.md#admin-management, docs/api.md#admin-accounts): the
 * accounts a page at a time, searched by name or email and sorted, the page, search and sort in
 * the URL; create, edit (role, disabled), reset password where the source gives passwords, and
 * delete; on the reference server, two-factor sign-in: whose is on, its reset, and whether every
 * account must have it.
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
  const twoFactor = useTwoFactorColumn();
  const timeZone = useAppSelector(selectDayZone);
  const columnsOf = useCallback(
    (handlers: RowHandlers<AdminAccount>) => adminColumns(handlers, timeZone, twoFactor),
    [timeZone, twoFactor],
  );
  const screen = useCrudScreen(actions, columnsOf);
  return (
    <CrudScreen
      texts={TEXTS}
      rows={rows}
      loading={table.loading}
      server={table.server}
      toolbar={
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ mb: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <SearchField
            {...search}
            placeholder="Search admins..."
            searchLabel="Search admins by name or email"
          />
          {twoFactor && <TwoFactorRequirement />}
        </Stack>
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
