import Typography from '@mui/material/Typography';
import { MIN_SEARCH_LENGTH, type PaletteSearch } from './usePaletteSearch';

interface PaletteStatusProps {
  search: PaletteSearch;
  empty: boolean;
  /** What is typed. */
  text: string;
}

function statusText({ search, empty, text }: PaletteStatusProps): string {
  if (search.error) return `The search for orders and users failed: ${search.error}`;
  if (search.searching) return 'Searching orders and users…';
  if (empty) return 'No matches';
  if (!search.offered) {
    return 'Orders and users are searched on their own screens: this backend has no paged search.';
  }
  if (text.trim().length < MIN_SEARCH_LENGTH) {
    return `Type ${MIN_SEARCH_LENGTH} or more characters to find an order by its id or number, or a user by email or name.`;
  }
  return 'Up and Down choose, Enter opens, Escape closes.';
}

/**
 * The line under the choices: a search under way, its failure, no matches, or a hint. A live
 * region, so a screen reader hears each change without leaving the input.
 */
export function PaletteStatus(props: PaletteStatusProps) {
  return (
    <Typography
      role="status"
      variant="body2"
      color={props.search.error ? 'error' : 'text.secondary'}
      sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      {statusText(props)}
    </Typography>
  );
}
