import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  gridColumnDefinitionsSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const DIRECTIONS = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The grid's sort above a phone's cards: the headers a laptop clicks to sort are hidden there, so
 * the same columns are offered here, each either way, and the choice is the grid's sort model,
 * which the grid or the server applies as it applies a header's.
 */
export function CardSort() {
  const api = useGridApiContext();
  const options = useGridSelector(api, gridColumnDefinitionsSelector)
    .filter((column) => column.sortable)
    .flatMap(({ field, headerName }) =>
      (['asc', 'desc'] as const).map((sort) => ({
        value: `${field} ${sort}`,
        label: `${headerName ?? field}, ${DIRECTIONS[sort]}`,
        model: [{ field, sort }],
      })),
    );
  const [sorted] = useGridSelector(api, gridSortModelSelector);
  // A sort the choice does not offer (an old link's) shows as none rather than as a blank.
  const chosen = options.find(({ value }) => value === `${sorted?.field} ${sorted?.sort}`);
  if (options.length === 0) return null;
  const choose = (value: string) =>
    api.current.setSortModel(options.find((option) => option.value === value)?.model ?? []);
  return (
    <TextField
      select
      size="small"
      fullWidth
      label="Sort by"
      value={chosen?.value ?? ''}
      onChange={(event) => choose(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ mb: 1.5 }}
    >
      <MenuItem value="">Default order</MenuItem>
      {options.map(({ value, label }) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}
