import type { ReactNode, RefObject } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FilterListIcon from '@mui/icons-material/FilterList';
import type { GridApi } from '@mui/x-data-grid';
import { SearchField, type SearchFieldProps } from './SearchField';

/** What drives a toolbar: the list's search and the grid its Filter button opens. */
export interface ListToolbarState extends Pick<
  SearchFieldProps,
  'search' | 'onSearch' | 'searchDelayMs'
> {
  /** The grid whose filter panel the Filter button opens; a list with no filter has no button. */
  gridApi?: RefObject<GridApi | null>;
}

interface ListToolbarProps
  extends ListToolbarState, Pick<SearchFieldProps, 'placeholder' | 'searchLabel'> {
  actions?: ReactNode;
}

/**
 * The search box and Filter button above a list; Filter opens a real filter
 * (docs/decisions.md#2-defects-fixed).
 *
 * @example
 * <ListToolbar search={q} onSearch={writeSearch} gridApi={gridApi} placeholder="Search..." searchLabel="Search invoices" />
 */
export function ListToolbar({ gridApi, actions, ...search }: ListToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
      <SearchField {...search} />
      {gridApi && (
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          onClick={() => gridApi.current?.showFilterPanel()}
          sx={{ flexShrink: 0 }}
        >
          Filter
        </Button>
      )}
      {actions}
    </Stack>
  );
}
