import { useCallback, useMemo } from 'react';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ItemVersion } from '@/api/resourceApi';
import type { RowHandlers } from '@/components/columns';
import type { ListFilter } from '@/components/listFilter';
import type { StatusRowHandlers } from '@/components/StatusToggle';
import type { Status } from '../../contract/common';
import { STATUSES } from '../../contract/formRules';
import type { BulkWrites } from '@/api/bulkApi';
import { useBulkWork } from './useBulkWork';
import { useCrudScreen } from './useCrudScreen';
import { useUrlChoice } from './useUrlParams';
import {
  useResourceActions,
  useStatusToggle,
  type ResourceTexts,
  type ResourceWrites,
} from './useResourceActions';

/** A resource with a status switch (api/resourceApi.ts managedResource): its list and writes. */
interface StatusResource<T, Body> extends ResourceWrites<Body> {
  useList: (arg: undefined, options: { skip: boolean }) => { data?: T[]; isLoading: boolean };
  useSetStatus: Parameters<typeof useStatusToggle>[0];
  bulk: BulkWrites;
}

interface StatusScreenOptions<T, R> {
  texts: ResourceTexts<T>;
  noun: string;
  toRows: (items: readonly T[]) => R[];
  skip?: boolean;
}

const NONE: never[] = [];

/** The list's Status choice, kept in the address as `?status=active` (the dashboard's links). */
function useStatusFilter(): ListFilter {
  const { value, onChange } = useUrlChoice('status', STATUSES);
  return useMemo(() => ({ field: 'status', value, onChange }), [value, onChange]);
}

/**
 * A screen whose items are active or inactive (banners, notifications), loaded whole unless
 * `skip`: its rows, its writes with `texts`, its columns' status switch, which names the item by
 * `noun` ('Banner activated successfully!'), and its Status choice (`statusChoice`, for
 * `<ListToolbar>`), kept in the address (`?status=active`, the dashboard's links), the rows
 * filtered to it before the grid, and its bulk work (every row is in the browser, so every one
 * that matches can be selected). Spread the rest on `<CrudScreen>`.
 *
 * @example
 * const { statusChoice, ...screen } = useStatusScreen(banners, options, bannerColumns);
 * <CrudScreen {...screen} toolbar={<ListToolbar {...statusChoice} />} ... />
 */
export function useStatusScreen<
  T extends GridValidRowModel & ItemVersion & { status?: Status },
  D,
  R extends GridValidRowModel & { status?: Status },
>(
  resource: StatusResource<T, D>,
  { texts, noun, toRows, skip = false }: StatusScreenOptions<T, R>,
  columnsOf: (handlers: StatusRowHandlers<T>) => GridColDef<R>[],
) {
  const { data = NONE, isLoading } = resource.useList(undefined, { skip });
  const filter = useStatusFilter();
  const { value } = filter;
  const rows = useMemo(
    () => toRows(data).filter((row) => value === '' || row.status === value),
    [toRows, data, value],
  );
  const toggleStatus = useStatusToggle<T>(resource.useSetStatus, noun);
  const withToggle = useCallback(
    (handlers: RowHandlers<T>) =>
      columnsOf({ ...handlers, onToggleStatus: (item) => void toggleStatus(item) }),
    [columnsOf, toggleStatus],
  );
  const screen = useCrudScreen(useResourceActions(resource, texts), withToggle);
  const statusChoice = { filter, columns: screen.columns };
  // By the items, which hold the versions their rows may leave out.
  const bulk = useBulkWork({ bulk: resource.bulk, rows: data, query: value });
  return { rows, loading: isLoading, screen, statusChoice, bulk };
}
