import { useDeferredValue } from 'react';
import { useGridApiRef } from '@mui/x-data-grid';
import type { ListToolbarState } from '@/components/ListToolbar';
import { useUrlSearch } from './useUrlSearch';

/**
 * What a local list's toolbar drives: the search text (kept in the URL), the query it makes
 * (trimmed, lower case, and deferred so typing stays quick on a long list), and the grid Filter
 * opens.
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
  const toolbar: ListToolbarState = { search, onSearch: setSearch, gridApi };
  return { query, gridApi, toolbar };
}
