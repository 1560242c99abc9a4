import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { numberColumn } from '@/components/columns';
import {
  activeStatusColumn,
  statusActionsColumn,
  type StatusRowHandlers,
} from '@/components/StatusToggle';
import { SafeImage } from '@/components/SafeImage';
import type { BannerRow } from './bannerRows';
import type { Banner } from './bannersApi';
import { scheduleColumn } from './scheduleColumn';

const NO_REDIRECT = 'No redirect URL / Disabled';

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

/**
 * Position, Desktop Image, Mobile Image, Title, Description, Redirect URL, Status badge, Actions
 * (docs/requirements.md#banner-management); where the backend keeps schedules (`timeZone`, the
 * shop's), the Schedule beside the Status.
 */
export function bannerColumns(
  handlers: StatusRowHandlers<Banner>,
  timeZone?: string,
): GridColDef<BannerRow>[] {
  // The Schedule's and the rows' boxes' room comes from the free texts, which may end in an
  // ellipsis, and the Status, whose widest chip (Inactive) needs less: the grid still fits a
  // 1280 px laptop beside the sidebar.
  const [title, description, redirectUrl, status] = timeZone
    ? [50, 105, 108, 96]
    : [110, 115, 110, undefined];
  return [
    numberColumn<BannerRow>('position', 'Position', 72),
    imageColumn('desktopImage', 'Desktop Image', { width: 130, imageWidth: 96 }),
    imageColumn('mobileImage', 'Mobile Image', { width: 115, imageWidth: 48 }),
    { field: 'title', headerName: 'Title', flex: 1, minWidth: title },
    { field: 'description', headerName: 'Description', flex: 1.4, minWidth: description },
    {
      field: 'redirectUrl',
      headerName: 'Redirect URL',
      flex: 1,
      minWidth: redirectUrl,
      renderCell: RedirectCell,
    },
    activeStatusColumn<BannerRow>(status),
    ...(timeZone ? [scheduleColumn(timeZone)] : []),
    statusActionsColumn<BannerRow, Banner>(handlers, 'banner', (row) => row.banner),
  ];
}
