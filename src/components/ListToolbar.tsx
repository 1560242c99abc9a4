import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FilterChips, type ActiveFilter } from './FilterChips';
import { FilterSelect } from './FilterSelect';
import { FiltersDisclosure } from './FiltersDisclosure';
import { filterChip, filterChoice, type FilterColumn, type ListFilter } from './listFilter';
import { SearchField, type SearchFieldProps } from './SearchField';

/** What drives a toolbar: the list's search and its filter. */
export interface ListToolbarState extends Pick<
  SearchFieldProps,
  'search' | 'onSearch' | 'searchDelayMs'
> {
  /** The list's one filter, a choice named by its column; a list with no filter has none. */
  filter?: ListFilter;
  /** The list's columns, which name the filter and offer its choices. */
  columns?: readonly FilterColumn[];
}

interface ToolbarParts {
  actions?: ReactNode;
  /** Filters on besides the list's own (a dashboard link's days, a customer), as chips. */
  filters?: readonly ActiveFilter[];
}

/** A searched list's toolbar, or one whose list has its filter alone (banners, notifications). */
type ListToolbarProps = ToolbarParts &
  (
    | (ListToolbarState & Pick<SearchFieldProps, 'placeholder' | 'searchLabel'>)
    | Pick<ListToolbarState, 'filter' | 'columns'>
  );

/**
 * The search box (where the list is searched) and the list's filter above a list: a plain
 * choice named by what it filters ('Status', 'Admin'), not the grid's Column / Operator / Value
 * panel (docs/decisions.md#2-defects-fixed). Every filter on is a chip that takes it away. Below
 * `md` the search, the filter and the actions are behind the one "Filters" button, which counts
 * them; the chips stay in view.
 *
 * @example
 * <ListToolbar search={q} onSearch={writeSearch} filter={filter} columns={columns} placeholder="Search..." searchLabel="Search invoices" />
 */
export function ListToolbar({
  filter,
  columns = [],
  actions,
  filters = [],
  ...search
}: ListToolbarProps) {
  const searched = 'onSearch' in search && search;
  const choice = filter && filterChoice(filter, columns);
  const on = [...(choice ? filterChip(choice) : []), ...filters];
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      useFlexGap
      spacing={1.5}
      sx={{ mb: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
    >
      <FiltersDisclosure count={on.length}>
        {searched && <SearchField {...searched} />}
        {choice && <FilterSelect {...choice} />}
        {actions}
      </FiltersDisclosure>
      <Box sx={{ flexGrow: 1, display: { xs: on.length ? 'block' : 'none', md: 'block' } }}>
        <FilterChips filters={on} />
      </Box>
    </Stack>
  );
}
