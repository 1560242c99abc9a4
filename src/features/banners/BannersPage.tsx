import { useCallback } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { selectAdminToken } from '@/api/session';
import { useAppSelector } from '@/app/hooks';
import { CrudScreen, screenTexts } from '@/components/CrudScreen';
import { ListToolbar } from '@/components/ListToolbar';
import { PageHeader } from '@/components/PageHeader';
import type { StatusRowHandlers } from '@/components/StatusToggle';
import { useStatusScreen } from '@/hooks/useStatusScreen';
import { deleteNamed, type ResourceTexts } from '@/hooks/useResourceActions';
import { BannerForm } from './BannerForm';
import { bannerRows } from './bannerRows';
import { banners, type Banner } from './bannersApi';
import { useScheduleZone } from './bannerSchedule';
import { bannerColumns } from './columns';
import { useScheduleClock } from './useScheduleClock';
import { useScheduleFilter } from './useScheduleFilter';

const SCREEN = {
  texts: screenTexts('Banner Management', 'Add Banner', 'Banners', 'No banners found.'),
  Form: BannerForm,
  // Tall enough for the two image thumbnails.
  rowHeight: 72,
};

/** Its writes' messages, in the words of docs/requirements.md#8-errors-and-messages. */
const WRITE_TEXTS: ResourceTexts<Banner> = {
  created: 'Banner created successfully!',
  updated: 'Banner updated successfully!',
  deleted: 'Banner deleted successfully!',
  saveFailed: 'Failed to create/update banner:',
  deleteFailed: 'Failed to delete banner:',
  confirmDelete: (banner) => deleteNamed('Banner', banner.title, '""'),
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

const NONE: Banner[] = [];

/**
 * Banner Management: list, create, edit, delete and the status switch
 * (docs/requirements.md#banner-management), the list filtered by its Status choice; where the
 * backend keeps schedules, each banner's schedule state and a Schedule choice, the states moving
 * on by themselves (docs/api.md#the-shops-time-zone).
 */
export default function BannersPage() {
  const token = useAppSelector(selectAdminToken);
  const timeZone = useScheduleZone();
  const { data = NONE } = banners.useList(undefined, { skip: !token });
  const now = useScheduleClock(data);
  const toRows = useCallback((items: readonly Banner[]) => bannerRows(items, now), [now]);
  const columnsOf = useCallback(
    (handlers: StatusRowHandlers<Banner>) => bannerColumns(handlers, timeZone),
    [timeZone],
  );
  // The switch sends the opposite of the current status (docs/requirements.md#4-states-and-transitions).
  const { statusChoice, rows, ...screen } = useStatusScreen(
    banners,
    { texts: WRITE_TEXTS, noun: 'Banner', toRows, skip: !token },
    columnsOf,
  );
  const schedule = useScheduleFilter(rows, timeZone !== undefined);
  if (!token) return <LoginRequired />;
  return (
    <CrudScreen
      {...SCREEN}
      {...screen}
      rows={schedule.rows}
      toolbar={
        <ListToolbar {...statusChoice} actions={schedule.actions} filters={schedule.filters} />
      }
    />
  );
}
