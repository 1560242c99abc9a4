import Box from '@mui/material/Box';
import { CrudScreen } from '@/components/CrudScreen';
import { SearchField } from '@/components/SearchField';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { usePagedGrid } from '@/hooks/usePagedGrid';
import { usePagedList } from '@/hooks/usePagedList';
import { SEARCH_DEBOUNCE_MS } from '@/lib/listParams';
import { AccountForm } from './AccountForm';
import { accountColumns } from './accountColumns';
import { ADMIN_LIST } from './adminListQuery';
import { useGetAdminsPageQuery } from './adminsApi';
import { ADMINS_TEXTS } from './adminTexts';
import { OneTimePasswordDialog } from './OneTimePasswordDialog';
import { useAccountActions, useOneTimePassword, usePasswordReset } from './useAccountActions';

/**
 * Admin Management on the reference server (docs/api.md#admin-accounts): the accounts a page at
 * a time, searched by name or email and sorted by the server, the page, search and sort in the
 * URL as in User Management; create, edit (role, disabled), reset password and delete.
 */
export function ServerAdmins() {
  const list = usePagedList(ADMIN_LIST);
  const { data, isFetching } = useGetAdminsPageQuery(list.request);
  const grid = usePagedGrid(list, data?.pagination);
  const oneTimePassword = useOneTimePassword();
  const actions = useAccountActions(oneTimePassword.show);
  const onResetPassword = usePasswordReset(oneTimePassword.show);
  const screen = useCrudScreen(actions, accountColumns);
  return (
    <CrudScreen
      texts={ADMINS_TEXTS}
      rows={data?.items ?? []}
      loading={isFetching}
      server={grid}
      toolbar={
        <Box sx={{ mb: 2 }}>
          <SearchField
            search={list.search}
            onSearch={list.writeSearch}
            searchDelayMs={SEARCH_DEBOUNCE_MS}
            placeholder="Search admins..."
            searchLabel="Search admins by name or email"
          />
        </Box>
      }
      screen={{ ...screen, formProps: { ...screen.formProps, onResetPassword } }}
      Form={AccountForm}
    >
      <OneTimePasswordDialog {...oneTimePassword.dialog} />
    </CrudScreen>
  );
}
