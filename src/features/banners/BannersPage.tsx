import { useCallback, useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { selectAdminToken } from '@/api/session';
import { useAppSelector } from '@/app/hooks';
import { DataTable } from '@/components/DataTable';
import { AddButton, PageHeader } from '@/components/PageHeader';
import { useCrudScreen, type RowHandlers } from '@/hooks/useCrudScreen';
import { BannerForm } from './BannerForm';
import { bannerRows } from './bannerRows';
import { useGetBannersQuery, type Banner } from './bannersApi';
import { bannerColumns } from './columns';
import { useBannerActions } from './useBannerActions';

const NO_BANNERS: Banner[] = [];

function LoginRequired() {
  return (
    <>
      <PageHeader title="Banner Management" />
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">Please login to manage banners</Typography>
      </Paper>
    </>
  );
}

/**
 * Banner Management: list, create, edit, delete and the status switch
 * (docs/requirements.md#banner-management).
 */
export default function BannersPage() {
  const token = useAppSelector(selectAdminToken);
  const { data = NO_BANNERS, isLoading } = useGetBannersQuery(undefined, { skip: !token });
  const { toggleStatus, ...actions } = useBannerActions();
  const columnsOf = useCallback(
    (handlers: RowHandlers<Banner>) =>
      bannerColumns({ ...handlers, onToggleStatus: (banner) => void toggleStatus(banner) }),
    [toggleStatus],
  );
  const screen = useCrudScreen(actions, columnsOf);
  const rows = useMemo(() => bannerRows(data), [data]);

  if (!token) return <LoginRequired />;
  return (
    <>
      <PageHeader
        title="Banner Management"
        actions={<AddButton label="Add Banner" onClick={screen.openCreate} />}
      />
      <DataTable
        label="Banners"
        rows={rows}
        columns={screen.columns}
        emptyMessage="No banners found."
        loading={isLoading}
        rowHeight={72}
      />
      <BannerForm {...screen.formProps} />
    </>
  );
}
