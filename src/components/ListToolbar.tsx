import type { ReactNode, RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FilterListIcon from '@mui/icons-material/FilterList';
import type { GridApi } from '@mui/x-data-grid';
import { FilterChips, type ActiveFilter } from './FilterChips';
import { FiltersDisclosure } from './FiltersDisclosure';
import { SearchField, type SearchFieldProps } from './SearchField';
import { useGridFilterChips } from './useGridFilterChips';

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
  /** Filters on besides the grid's own (a dashboard link's days, a customer), as chips. */
  filters?: readonly ActiveFilter[];
}

/**
 * The search box and Filter button above a list; Filter opens a real filter
 * (docs/decisions.md#2-defects-fixed). Every filter on is a chip that takes it away, the grid's
 * and `filters`, and the Filter button counts them. The button sits at the toolbar's right end,
 * above the grid's, where the grid opens its filter panel. Below `md` the search, the actions
 * and the button are behind one "Filters" button; the chips stay in view.
 *
 * @example
 * <ListToolbar search={q} onSearch={writeSearch} gridApi={gridApi} placeholder="Search..." searchLabel="Search invoices" />
 */
export function ListToolbar({ gridApi, actions, filters = [], ...search }: ListToolbarProps) {
  const on = [...useGridFilterChips(gridApi), ...filters];
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      useFlexGap
      spacing={1.5}
      sx={{ mb: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
    >
      <FiltersDisclosure count={on.length}>
        <SearchField {...search} />
        {actions}
        {gridApi && (
          <Button
            variant="outlined"
            startIcon={<FilterListIcon />}
            onClick={() => gridApi.current?.showFilterPanel()}
            sx={{ flexShrink: 0, order: { md: 2 }, alignSelf: { xs: 'flex-start', md: 'auto' } }}
          >
            {on.length > 0 ? `Filter (${on.length})` : 'Filter'}
          </Button>
        )}
      </FiltersDisclosure>
      <Box
        sx={{
          order: { md: 1 },
          flexGrow: 1,
          display: { xs: on.length ? 'block' : 'none', md: 'block' },
        }}
      >
        <FilterChips filters={on} />
      </Box>
    </Stack>
  );
}
