import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ActivityEntry } from '@/api/activity';
import { detailsDialogOf } from '@/components/DetailsDialog';
import { EntryTime } from '@/components/ActivityHistory';
import { ActivityValue } from '@/components/ActivityValue';
import { ACTION_LABELS, adminText, fieldChanges, itemText } from '@/lib/activityText';

const wraps = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', verticalAlign: 'top' } as const;

function FieldChanges({ entry }: { entry: ActivityEntry }) {
  return (
    <Table size="small" aria-label="Fields before and after">
      <TableHead>
        <TableRow>
          <TableCell>Field</TableCell>
          <TableCell>Before</TableCell>
          <TableCell>After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fieldChanges(entry).map(({ field, label, before, after }) => (
          <TableRow key={field}>
            <TableCell
              component="th"
              scope="row"
              sx={{ verticalAlign: 'top', whiteSpace: 'nowrap', fontWeight: 600 }}
            >
              {label}
            </TableCell>
            {Object.entries({ before, after }).map(([side, value]) => (
              <TableCell key={side} sx={wraps}>
                <ActivityValue
                  entity={entry.entity}
                  field={field}
                  value={value}
                  alt={`${label}, ${side}`}
                />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * One entry of the trail, whole: who, when, and every field it recorded with its value before
 * and after, not cut short as in the list (a notification's long description, say).
 */
export const ActivityEntryDialog = detailsDialogOf<ActivityEntry>({
  titleId: 'activity-entry-title',
  title: (shown) => `${ACTION_LABELS[shown.action]}: ${itemText(shown)}`,
  size: { fullWidth: true },
  scrolls: true,
  children: (shown) => (
    <>
      <Typography variant="body2" sx={{ mb: 2 }}>
        By {adminText(shown)} on <EntryTime at={shown.at} />
      </Typography>
      <FieldChanges entry={shown} />
    </>
  ),
});
