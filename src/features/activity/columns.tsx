import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActivityEntry } from '@/api/activity';
import { viewColumn, type ListColumn } from '@/components/columns';
import { ACTION_LABELS, adminText, changeLines, itemText, whenText } from '@/lib/activityText';

function ChangesCell({ entry }: { entry: ActivityEntry }) {
  const lines = changeLines(entry);
  return (
    <Stack sx={{ minWidth: 0, lineHeight: 1.3 }} title={lines.join('\n')}>
      {lines.slice(0, 2).map((line) => (
        <Typography key={line} variant="body2" noWrap>
          {line}
        </Typography>
      ))}
      {lines.length > 2 && (
        <Typography variant="caption" color="text.secondary">
          and {lines.length - 2} more
        </Typography>
      )}
    </Stack>
  );
}

/** A column of the entry's `text`: newest first always, so none sorts or filters. */
const textColumn = (
  field: string,
  headerName: string,
  text: (entry: ActivityEntry) => string,
  size: Pick<ListColumn<ActivityEntry>, 'width' | 'flex' | 'minWidth' | 'card'>,
): ListColumn<ActivityEntry> => ({
  field,
  headerName,
  sortable: false,
  filterable: false,
  valueGetter: (_, row) => text(row),
  ...size,
});

/**
 * The Activity screen's columns: newest first always, so none sorts or filters. An entry that
 * recorded fields has a button that shows them whole (`onView`).
 */
// The fixed widths and the flexible columns' least stay under the grid's width beside the
// sidebar in a 1280 px window (less its scroll bar), so no column hides behind a sideways scroll.
// On a phone's card the item is the title, when it happened the date.
export const activityColumns = (
  onView: (entry: ActivityEntry) => void,
  timeZone: string,
): ListColumn<ActivityEntry>[] => [
  textColumn('at', 'When', (row) => whenText(row, timeZone), { width: 185, card: 'date' }),
  textColumn('admin', 'Admin', adminText, { width: 165 }),
  textColumn('action', 'Action', (row) => ACTION_LABELS[row.action], { width: 110 }),
  textColumn('item', 'Item', itemText, { flex: 1, minWidth: 160, card: 'title' }),
  {
    field: 'changes',
    headerName: 'Changes',
    flex: 1.4,
    minWidth: 200,
    sortable: false,
    filterable: false,
    renderCell: ({ row }) => <ChangesCell entry={row} />,
  },
  viewColumn<ActivityEntry>(
    (row) => ((row.before ?? row.after) ? `View entry ${row.id}: ${itemText(row)}` : ''),
    onView,
  ),
];
