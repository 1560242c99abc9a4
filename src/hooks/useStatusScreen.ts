import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GridColDef, GridFilterModel, GridValidRowModel } from '@mui/x-data-grid';
import type { ItemVersion } from '@/api/resourceApi';
import type { RowHandlers } from '@/components/columns';
import { STATUSES, type StatusRowHandlers } from '@/components/StatusToggle';
import type { Status } from '../../contract/common';
import { useCrudScreen } from './useCrudScreen';
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
}

interface StatusScreenOptions<T, R> {
  texts: ResourceTexts<T>;
  noun: string;
  toRows: (items: readonly T[]) => R[];
  skip?: boolean;
}

const NONE: never[] = [];

/** `?status=active` (the dashboard's links) opens the list filtered to that status. */
function useStatusFilter(): GridFilterModel | undefined {
  const [params] = useSearchParams();
  const status = STATUSES.find((value) => value === params.get('status'));
  return useMemo(
    () => (status ? { items: [{ field: 'status', operator: 'is', value: status }] } : undefined),
    [status],
  );
}

/**
 * A screen whose items are active or inactive (banners, notifications), loaded whole unless
 * `skip`: its rows, its writes with `texts`, its columns' status switch, which names the item by
 * `noun` ('Banner activated successfully!'), and the status filter a dashboard link asks for
 * (`?status=active`). Spread it on `<CrudScreen>`.
 */
export function useStatusScreen<
  T extends GridValidRowModel & ItemVersion & { status?: Status },
  D,
  R extends GridValidRowModel,
>(
  resource: StatusResource<T, D>,
  { texts, noun, toRows, skip = false }: StatusScreenOptions<T, R>,
  columnsOf: (handlers: StatusRowHandlers<T>) => GridColDef<R>[],
) {
  const { data = NONE, isLoading } = resource.useList(undefined, { skip });
  const rows = useMemo(() => toRows(data), [toRows, data]);
  const toggleStatus = useStatusToggle<T>(resource.useSetStatus, noun);
  const withToggle = useCallback(
    (handlers: RowHandlers<T>) =>
      columnsOf({ ...handlers, onToggleStatus: (item) => void toggleStatus(item) }),
    [columnsOf, toggleStatus],
  );
  const screen = useCrudScreen(useResourceActions(resource, texts), withToggle);
  return { rows, loading: isLoading, initialFilter: useStatusFilter(), screen };
}
