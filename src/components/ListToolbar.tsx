import type { ReactNode, RefObject } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FilterListIcon from '@mui/icons-material/FilterList';
import type { GridApi } from '@mui/x-data-grid';
import { SearchField } from './SearchField';

/** What drives a toolbar: the list's search and the grid its Filter button opens. */
export interface ListToolbarState {
  /** The search the list has (the URL's `q`). */
  search: string;
  /** Writes a search typed in the box. */
  onSearch: (text: string) => void;
  /** How long typing pauses before the search is written; 0 (the default): at every key. */
  searchDelayMs?: number;
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
 * The search box and Filter button above a list; Filter opens a real filter
 * (docs/decisions.md#2-defects-fixed).
 *
 * @example
 * <ListToolbar search={q} onSearch={writeSearch} gridApi={gridApi} placeholder="Search..." searchLabel="Search invoices" />
 */
export function ListToolbar({
  placeholder,
  searchLabel,
  search,
  onSearch,
  searchDelayMs = 0,
  gridApi,
  actions,
}: ListToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
      <SearchField
        search={search}
        onSearch={onSearch}
        delayMs={searchDelayMs}
        placeholder={placeholder}
        label={searchLabel}
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
