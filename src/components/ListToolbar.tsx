import { useDeferredValue, type ReactNode, type RefObject } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import { useGridApiRef, type GridApi } from '@mui/x-data-grid';
import { useUrlSearch } from '@/hooks/useUrlSearch';

/** What drives a toolbar: the search text and the grid its Filter button opens. */
export interface ListToolbarState {
  search: string;
  onSearchChange: (value: string) => void;
  /** The grid whose filter panel the Filter button opens. */
  gridApi: RefObject<GridApi | null>;
}

interface ListToolbarProps extends ListToolbarState {
  /** The spec's placeholder, e.g. 'Search orders...'. */
  placeholder: string;
  searchLabel: string;
  actions?: ReactNode;
}

/**
 * What a list's toolbar drives: the search text (kept in the URL), the query it makes (trimmed,
 * lower case, and deferred so typing stays quick on a long list), and the grid Filter opens.
 *
 * @example
 * const { query, gridApi, toolbar } = useListToolbar();
 * <ListToolbar {...toolbar} placeholder="Search orders..." searchLabel="Search orders" />
 * <DataTable apiRef={gridApi} rows={rowsMatching(query)} ... />
 */
export function useListToolbar() {
  const [search, setSearch] = useUrlSearch();
  const query = useDeferredValue(search.trim().toLowerCase());
  const gridApi = useGridApiRef();
  return { query, gridApi, toolbar: { search, onSearchChange: setSearch, gridApi } };
}

/**
 * The search box and Filter button above a list; Filter opens a real filter
 * (docs/decisions.md#2-defects-fixed).
 */
export function ListToolbar({
  placeholder,
  searchLabel,
  search,
  onSearchChange,
  gridApi,
  actions,
}: ListToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
      <TextField
        type="search"
        placeholder={placeholder}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        sx={{ maxWidth: { sm: 360 } }}
        slotProps={{
          htmlInput: { 'aria-label': searchLabel },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        onClick={() => gridApi.current?.showFilterPanel()}
      >
        Filter
      </Button>
      {actions}
    </Stack>
  );
}
