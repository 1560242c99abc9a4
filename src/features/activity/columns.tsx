import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { ActivityEntry } from '@/api/activity';
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

/** The Activity screen's columns: newest first always, so none sorts or filters. */
export const activityColumns: GridColDef<ActivityEntry>[] = [
  {
    ...fixed,
    field: 'at',
    headerName: 'When',
    width: 190,
    valueGetter: (_, row) => whenText(row),
  },
  {
    ...fixed,
    field: 'admin',
    headerName: 'Admin',
    width: 190,
    valueGetter: (_, row) => adminText(row),
  },
  {
    ...fixed,
    field: 'action',
    headerName: 'Action',
    width: 140,
    valueGetter: (_, row) => ACTION_LABELS[row.action],
  },
  {
    ...fixed,
    field: 'item',
    headerName: 'Item',
    flex: 1,
    minWidth: 200,
    valueGetter: (_, row) => itemText(row),
  },
  {
    ...fixed,
    field: 'changes',
    headerName: 'Changes',
    flex: 1.4,
    minWidth: 260,
    renderCell: ({ row }) => <ChangesCell entry={row} />,
  },
];
