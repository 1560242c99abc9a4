import { useCallback, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import { isNotOffered } from '@/api/apiError';
import { useGetActivityQuery, type ActivityEntry } from '@/api/activity';
import { selectDayZone } from '@/api/session';
import { useAppSelector } from '@/app/hooks';
import { NO_TRAIL } from '@/components/ActivityHistory';
import { DataTable } from '@/components/DataTable';
import { LoadFailureAlert } from '@/components/LoadFailureAlert';
import { PageHeader } from '@/components/PageHeader';
import { useIdParam } from '@/hooks/useIdParam';
import { ActivityEntryDialog } from './ActivityEntryDialog';
import { ActivityFilters } from './ActivityFilters';
import { activityColumns } from './columns';
import { useActivityFilters } from './useActivityFilters';

/**
 * Activity: who changed which notification or banner, when, and what; and every sign-in and
 * sign-out (docs/api.md#activity-trail). Newest first, a page at a time from the server, filtered
 * by admin, item, action and days, all kept in the URL, as is the entry shown whole (`?entry=`).
 */
export default function ActivityPage() {
  const { args, filters, setFilter, grid } = useActivityFilters();
  const { data, error, isFetching, refetch } = useGetActivityQuery(args, {
    refetchOnMountOrArgChange: true,
  });
  const viewed = useIdParam('entry');
  const { show } = viewed;
  // Only an entry that recorded fields has more to show than its row.
  const open = useCallback(
    (entry: ActivityEntry) => (entry.before ?? entry.after) && show(String(entry.id)),
    [show],
  );
  const timeZone = useAppSelector(selectDayZone);
  const columns = useMemo(() => activityColumns(open, timeZone), [open, timeZone]);
  const entries = data?.items ?? [];
  return (
    <>
      <PageHeader title="Activity" />
      <ActivityFilters filters={filters} onChange={setFilter} />
      {isNotOffered(error) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {NO_TRAIL} The reference API server records one.
        </Alert>
      )}
      {error && !isNotOffered(error) && (
        <LoadFailureAlert
          what="the activity"
          error={error}
          onRetry={() => void refetch()}
          sx={{ mb: 2 }}
        />
      )}
      <DataTable
        label="Activity"
        rows={entries}
        columns={columns}
        emptyMessage="No activity found"
        onRowClick={open}
        rowHeight={64}
        loading={isFetching}
        server={grid(data?.pagination)}
      />
      <ActivityEntryDialog
        item={entries.find((entry) => String(entry.id) === viewed.id) ?? null}
        onClose={viewed.close}
      />
    </>
  );
}
