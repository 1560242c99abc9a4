import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetActivityQuery, type ActivityEntry } from '@/api/activity';
import { isNotOffered } from '@/api/apiError';
import { selectDayZone } from '@/api/session';
import { useSelector } from 'react-redux';
import { ACTION_LABELS, adminText, fieldChanges } from '@/lib/activityText';
import { formatDateTime } from '@/lib/format';
import { ActivityValue } from './ActivityValue';
import { LoadFailureAlert } from './LoadFailureAlert';

/** The most entries a History tab shows: the Activity screen pages through the rest. */
const HISTORY_ENTRIES = 50;

/** Said instead of a history by a backend without the activity trail. */
export const NO_TRAIL = 'This backend keeps no activity trail.';

/** One recorded field: 'Title: Diwali sale → Holi sale', an image as the image. */
function HistoryLine({ entry, field, label, before, after }: HistoryLineProps) {
  const value = (shown: unknown, when: string) => (
    <ActivityValue entity={entry.entity} field={field} value={shown} alt={`${label}, ${when}`} />
  );
  const changed = Boolean(entry.before && entry.after);
  return (
    <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
      {label}: {changed && <>{value(before, 'before')} → </>}
      {entry.after ? value(after, 'after') : value(before, 'before')}
    </Typography>
  );
}

/** When an entry was made, in the zone the trail's days are counted in (selectDayZone). */
export function EntryTime({ at }: Pick<ActivityEntry, 'at'>) {
  return <>{formatDateTime(at, useSelector(selectDayZone))}</>;
}

type HistoryLineProps = { entry: ActivityEntry } & ReturnType<typeof fieldChanges>[number];

function HistoryEntry({ entry }: { entry: ActivityEntry }) {
  return (
    <ListItem disableGutters divider sx={{ display: 'block' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {ACTION_LABELS[entry.action]} by {adminText(entry)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        <EntryTime at={entry.at} />
      </Typography>
      {fieldChanges(entry).map((change) => (
        <HistoryLine key={change.field} entry={entry} {...change} />
      ))}
    </ListItem>
  );
}

/**
 * Who changed an item, when, and what (docs/api.md#activity-trail), newest first: the History
 * tab of the notification and banner dialogs, values whole. Asked afresh each time it is shown.
 */
export function ActivityHistory({ entity, id }: { entity: string; id: string | number }) {
  const { data, error, isLoading, refetch } = useGetActivityQuery(
    { page: 1, pageSize: HISTORY_ENTRIES, entity, entityId: String(id) },
    { refetchOnMountOrArgChange: true },
  );
  if (isLoading) return <Skeleton variant="rounded" height={120} aria-label="Loading history" />;
  if (isNotOffered(error)) return <Alert severity="info">{NO_TRAIL}</Alert>;
  if (error) {
    return <LoadFailureAlert what="the history" error={error} onRetry={() => void refetch()} />;
  }
  const entries = data?.items ?? [];
  if (entries.length === 0) return <Typography color="text.secondary">No history yet.</Typography>;
  return (
    <List dense aria-label="History" disablePadding>
      {entries.map((entry) => (
        <HistoryEntry key={entry.id} entry={entry} />
      ))}
    </List>
  );
}
