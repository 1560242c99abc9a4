import { useCallback, useMemo } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import type { GridColDef } from '@mui/x-data-grid';
import { enqueueSnackbar } from 'notistack';
import { failureText } from '@/api/apiError';
import { selectAdminToken } from '@/api/session';
import { useAppSelector } from '@/app/hooks';
import { useConfirm } from '@/components/ConfirmDialog';
import { DataTable } from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { RowActions } from '@/components/RowActions';
import { SafeImage } from '@/components/SafeImage';
import { StatusChip } from '@/components/StatusChip';
import { useEditDialog } from '@/hooks/useEditDialog';
import { BannerForm } from './BannerForm';
import {
  useDeleteBannerMutation,
  useGetBannersQuery,
  useSetBannerStatusMutation,
  type Banner,
} from './bannersApi';
import { BANNER_STATUS_LABELS, isHttpUrl } from './bannerSchema';

interface BannerRow {
  id: Banner['id'];
  position: number;
  desktopImage: string | null;
  mobileImage: string | null;
  title: string;
  description: string;
  redirectUrl: string;
  /** The link's target, or null when the URL is not http(s) (DECISIONS.md §2). */
  redirectHref: string | null;
  status: Banner['status'];
  banner: Banner;
}

const NO_BANNERS: Banner[] = [];
const NO_REDIRECT = 'No redirect URL / Disabled';

function toRow(banner: Banner): BannerRow {
  const redirectUrl = (banner.redirectUrl ?? '').trim();
  return {
    id: banner.id,
    position: banner.position,
    desktopImage: banner.bannerImageDesktop ?? null,
    mobileImage: banner.bannerImageMobile ?? null,
    title: banner.title,
    description: banner.description,
    redirectUrl,
    redirectHref: isHttpUrl(redirectUrl) ? redirectUrl : null,
    status: banner.status,
    banner,
  };
}

/** Spec §2 Banner Management: list, create, edit, delete and the status switch. */
export default function BannersPage() {
  const token = useAppSelector(selectAdminToken);
  const { data: banners = NO_BANNERS, isLoading } = useGetBannersQuery(undefined, {
    skip: !token,
  });
  const [deleteBanner] = useDeleteBannerMutation();
  const [setBannerStatus] = useSetBannerStatusMutation();
  const confirm = useConfirm();
  const dialog = useEditDialog<Banner>();
  const { openEdit } = dialog;

  const toggleStatus = useCallback(
    async (banner: Banner) => {
      // Spec §4: the toggle sends the opposite of the current status.
      const status = banner.status === 'active' ? 'inactive' : 'active';
      try {
        await setBannerStatus({ id: banner.id, status }).unwrap();
        enqueueSnackbar(
          status === 'active'
            ? 'Banner activated successfully!'
            : 'Banner deactivated successfully!',
          { variant: 'success' },
        );
      } catch (error) {
        enqueueSnackbar(
          `Failed to update banner status: ${failureText(error, 'Status update failed')}`,
          { variant: 'error' },
        );
      }
    },
    [setBannerStatus],
  );

  const remove = useCallback(
    async (banner: Banner) => {
      const confirmed = await confirm({
        title: 'Delete banner?',
        message: `"${banner.title}" will be deleted. This cannot be undone.`,
      });
      if (!confirmed) return;
      try {
        await deleteBanner(banner.id).unwrap();
        enqueueSnackbar('Banner deleted successfully!', { variant: 'success' });
      } catch (error) {
        enqueueSnackbar(`Failed to delete banner: ${failureText(error, 'Delete failed')}`, {
          variant: 'error',
        });
      }
    },
    [confirm, deleteBanner],
  );

  // In position order, as the storefront shows them; the sort is stable for equal positions.
  const rows = useMemo(() => banners.map(toRow).sort((a, b) => a.position - b.position), [banners]);
  const columns = useMemo<GridColDef<BannerRow>[]>(
    () => [
      {
        field: 'position',
        headerName: 'Position',
        width: 100,
        type: 'number',
        align: 'left',
        headerAlign: 'left',
      },
      {
        field: 'desktopImage',
        headerName: 'Desktop Image',
        width: 140,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <SafeImage src={row.desktopImage} alt={`${row.title} desktop image`} width={112} />
        ),
      },
      {
        field: 'mobileImage',
        headerName: 'Mobile Image',
        width: 120,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <SafeImage src={row.mobileImage} alt={`${row.title} mobile image`} width={48} />
        ),
      },
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 150 },
      { field: 'description', headerName: 'Description', flex: 1.4, minWidth: 200 },
      {
        field: 'redirectUrl',
        headerName: 'Redirect URL',
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) =>
          row.redirectHref ? (
            <Link href={row.redirectHref} target="_blank" rel="noopener noreferrer" noWrap>
              {row.redirectHref}
            </Link>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {NO_REDIRECT}
            </Typography>
          ),
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 110,
        type: 'singleSelect',
        valueOptions: [
          { value: 'active', label: BANNER_STATUS_LABELS.active },
          { value: 'inactive', label: BANNER_STATUS_LABELS.inactive },
        ],
        renderCell: ({ row }) =>
          row.status === 'active' ? (
            <StatusChip label={BANNER_STATUS_LABELS.active} tone="green" />
          ) : (
            <StatusChip label={BANNER_STATUS_LABELS.inactive} tone="red" />
          ),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 150,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => {
          const active = row.status === 'active';
          const toggleLabel = `${active ? 'Deactivate' : 'Activate'} banner ${row.title}`;
          return (
            <RowActions
              subject={`banner ${row.title}`}
              onEdit={() => openEdit(row.banner)}
              onDelete={() => void remove(row.banner)}
            >
              <Tooltip title={active ? 'Deactivate' : 'Activate'}>
                <IconButton
                  aria-label={toggleLabel}
                  onClick={() => void toggleStatus(row.banner)}
                  size="small"
                  color={active ? 'success' : 'default'}
                >
                  {active ? <ToggleOnIcon /> : <ToggleOffIcon />}
                </IconButton>
              </Tooltip>
            </RowActions>
          );
        },
      },
    ],
    [openEdit, remove, toggleStatus],
  );

  if (!token) {
    return (
      <>
        <PageHeader title="Banner Management" />
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">Please login to manage banners</Typography>
        </Paper>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Banner Management"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={dialog.openCreate}>
            Add Banner
          </Button>
        }
      />
      <DataTable
        label="Banners"
        rows={rows}
        columns={columns}
        emptyMessage="No banners found."
        loading={isLoading}
        rowHeight={72}
      />
      <BannerForm open={dialog.open} banner={dialog.editing} onClose={dialog.close} />
    </>
  );
}
