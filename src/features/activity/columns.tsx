import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActivityEntry } from '@/api/activity';
import { actionsColumn, type ListColumn } from '@/components/columns';
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

const fixed = { sortable: false, filterable: false } as const;

/**
 * The Activity screen's columns: newest first always, so none sorts or filters. An entry that
 * recorded fields has a button that shows them whole (`onView`).
 */
// The fixed widths and the flexible columns' least stay under the grid's width beside the
// sidebar in a 1280 px window (less its scroll bar), so no column hides behind a sideways scroll.
// On a phone's card the item is the title, when it happened the date.
export const activityColumns = (
  onView: (entry: ActivityEntry) => void,
): ListColumn<ActivityEntry>[] => [
  {
    ...fixed,
    field: 'at',
    headerName: 'When',
    width: 165,
    valueGetter: (_, row) => whenText(row),
    card: 'date',
  },
  {
    ...fixed,
    field: 'admin',
    headerName: 'Admin',
    width: 140,
    valueGetter: (_, row) => adminText(row),
  },
  {
    ...fixed,
    field: 'action',
    headerName: 'Action',
    width: 110,
    valueGetter: (_, row) => ACTION_LABELS[row.action],
  },
  {
    ...fixed,
    field: 'item',
    headerName: 'Item',
    flex: 1,
    minWidth: 160,
    valueGetter: (_, row) => itemText(row),
    card: 'title',
  },
  {
    ...fixed,
    field: 'changes',
    headerName: 'Changes',
    flex: 1.4,
    minWidth: 200,
    renderCell: ({ row }) => <ChangesCell entry={row} />,
  },
  actionsColumn<ActivityEntry>(
    (row) =>
      (row.before ?? row.after) && (
        <IconButton
          aria-label={`View entry ${row.id}: ${itemText(row)}`}
          onClick={() => onView(row)}
          size="small"
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      ),
    72,
  ),
];
