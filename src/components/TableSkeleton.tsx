import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The loading state of docs/requirements.md#9-constants-and-limits: 4 skeleton rows of 8 cells. */
export function TableSkeleton({ rows = 4, cells = 8 }: { rows?: number; cells?: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, row) => (
        <Stack key={row} direction="row" spacing={2} sx={{ py: 1.5 }} data-testid="skeleton-row">
          {Array.from({ length: cells }, (_, cell) => (
            <Skeleton key={cell} variant="text" sx={{ flex: 1 }} />
          ))}
        </Stack>
      ))}
    </Paper>
  );
}
