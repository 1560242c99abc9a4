import Box from '@mui/material/Box';
import { API_PATHS } from '@/api/endpoints';
import { offered } from '@/api/source';
import { CrudScreen } from '@/components/CrudScreen';
import { SearchField } from '@/components/SearchField';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { usePagedGrid } from '@/hooks/usePagedGrid';
import { usePagedList } from '@/hooks/usePagedList';
import { SEARCH_DEBOUNCE_MS } from '@/lib/listParams';
import { AdminForm } from './AdminForm';
import { adminColumns } from './columns';
import { ADMIN_LIST } from './adminListQuery';
import { useGetAdminsPageQuery } from './adminsApi';
import { ADMINS_TEXTS } from './adminTexts';
import { OneTimePasswordDialog } from './OneTimePasswordDialog';
import { useAdminActions, useOneTimePassword, usePasswordReset } from './useAdminActions';

/** Any account's reset: whether the source gives passwords at all. */
const RESET_PASSWORD = API_PATHS.adminPasswordReset(1);

/**
 * Admin Management (docs/requirements.md#admin-management, docs/api.md#admin-accounts): the
 * accounts a page at a time, searched by name or email and sorted, the page, search and sort in
 * the URL; create, edit (role, disabled), reset password where the source gives passwords, and
 * delete.
 */
export default function AdminsPage() {
  const list = usePagedList(ADMIN_LIST);
  const { data, isFetching } = useGetAdminsPageQuery(list.request);
  const grid = usePagedGrid(list, data?.pagination);
  const oneTimePassword = useOneTimePassword();
  const actions = useAdminActions(oneTimePassword.show);
  const onResetPassword = usePasswordReset(oneTimePassword.show);
  const screen = useCrudScreen(actions, adminColumns);
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
      screen={{
        ...screen,
        formProps: {
          ...screen.formProps,
          onResetPassword: offered(RESET_PASSWORD, 'POST') ? onResetPassword : undefined,
        },
      }}
      Form={AdminForm}
    >
      <OneTimePasswordDialog {...oneTimePassword.dialog} />
    </CrudScreen>
  );
}
