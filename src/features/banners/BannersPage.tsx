import { useCallback, useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { selectAdminToken } from '@/api/session';
import { useAppSelector } from '@/app/hooks';
import { CrudScreen, screenTexts } from '@/components/CrudScreen';
import { PageHeader } from '@/components/PageHeader';
import type { RowHandlers } from '@/components/columns';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { useStatusFilter } from '@/hooks/useStatusFilter';
import { BannerForm } from './BannerForm';
import { bannerRows } from './bannerRows';
import { useGetBannersQuery, type Banner } from './bannersApi';
import { bannerColumns } from './columns';
import { useBannerActions } from './useBannerActions';

const NO_BANNERS: Banner[] = [];

const SCREEN = {
  texts: screenTexts('Banner Management', 'Add Banner', 'Banners', 'No banners found.'),
  Form: BannerForm,
  // Tall enough for the two image thumbnails.
  rowHeight: 72,
};

function LoginRequired() {
  return (
    <>
      <PageHeader title={SCREEN.texts.title} />
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
  const initialFilter = useStatusFilter();

  if (!token) return <LoginRequired />;
  return (
    <CrudScreen
      {...SCREEN}
      rows={rows}
      screen={screen}
      loading={isLoading}
      initialFilter={initialFilter}
    />
  );
}
