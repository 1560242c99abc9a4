import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import type { GridColDef } from '@mui/x-data-grid';
import { chipColumn, editDeleteColumn, numberColumn, type RowHandlers } from '@/components/columns';
import { SafeImage } from '@/components/SafeImage';
import type { BannerRow } from './bannerRows';
import type { Banner } from './bannersApi';
import { BANNER_STATUS_LABELS, BANNER_STATUSES } from './bannerSchema';

const NO_REDIRECT = 'No redirect URL / Disabled';

interface BannerHandlers extends RowHandlers<Banner> {
  onToggleStatus: (banner: Banner) => void;
}

const imageColumn = (
  field: 'desktopImage' | 'mobileImage',
  headerName: string,
  { width, imageWidth }: { width: number; imageWidth: number },
): GridColDef<BannerRow> => ({
  field,
  headerName,
  width,
  sortable: false,
  filterable: false,
  renderCell: ({ row }) => (
    <SafeImage
      src={row[field]}
      alt={`${row.title} ${headerName.toLowerCase()}`}
      width={imageWidth}
    />
  ),
});

function RedirectCell({ row }: { row: BannerRow }) {
  return row.redirectHref ? (
    <Link
      href={row.redirectHref}
      target="_blank"
      rel="noopener noreferrer"
      noWrap
      title={row.redirectHref}
    >
      {row.redirectHref}
    </Link>
  ) : (
    <Typography
      variant="body2"
      color="text.secondary"
      noWrap
      title={NO_REDIRECT}
      sx={{ fontStyle: 'italic' }}
    >
      {NO_REDIRECT}
    </Typography>
  );
}

function StatusToggle({ row, onToggle }: { row: BannerRow; onToggle: () => void }) {
  const active = row.status === 'active';
  return (
    <Tooltip title={active ? 'Deactivate' : 'Activate'}>
      <IconButton
        aria-label={`${active ? 'Deactivate' : 'Activate'} banner ${row.title}`}
        onClick={onToggle}
        size="small"
        color={active ? 'success' : 'default'}
      >
        {active ? <ToggleOnIcon /> : <ToggleOffIcon />}
      </IconButton>
    </Tooltip>
  );
}

/**
 * Position, Desktop Image, Mobile Image, Title, Description, Redirect URL, Status badge, Actions
 * (docs/requirements.md#banner-management).
 */
export function bannerColumns({
  onToggleStatus,
  ...handlers
}: BannerHandlers): GridColDef<BannerRow>[] {
  return [
    numberColumn<BannerRow>('position', 'Position', 72),
    imageColumn('desktopImage', 'Desktop Image', { width: 116, imageWidth: 96 }),
    imageColumn('mobileImage', 'Mobile Image', { width: 80, imageWidth: 48 }),
    { field: 'title', headerName: 'Title', flex: 1, minWidth: 130 },
    { field: 'description', headerName: 'Description', flex: 1.4, minWidth: 130 },
    {
      field: 'redirectUrl',
      headerName: 'Redirect URL',
      flex: 1,
      minWidth: 120,
      renderCell: ({ row }) => <RedirectCell row={row} />,
    },
    chipColumn<BannerRow>(
      'status',
      'Status',
      (row) => ({
        label: BANNER_STATUS_LABELS[row.status],
        tone: row.status === 'active' ? 'green' : 'red',
      }),
      {
        width: 110,
        values: BANNER_STATUSES.map((value) => ({ value, label: BANNER_STATUS_LABELS[value] })),
      },
    ),
    editDeleteColumn<BannerRow, Banner>(handlers, {
      subject: (row) => `banner ${row.title}`,
      item: (row) => row.banner,
      extra: (row) => <StatusToggle row={row} onToggle={() => onToggleStatus(row.banner)} />,
      width: 124,
    }),
  ];
}
