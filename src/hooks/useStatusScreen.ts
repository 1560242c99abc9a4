import { useCallback } from 'react';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ItemVersion } from '@/api/resourceApi';
import type { RowHandlers } from '@/components/columns';
import type { Status } from '../../contract/common';
import { useCrudScreen } from './useCrudScreen';
import { useResourceActions, useStatusToggle, type ResourceTexts } from './useResourceActions';

/** The writes of a resource with a status switch (api/resourceApi.ts managedResource). */
type StatusWrites<Body> = Parameters<typeof useResourceActions<ItemVersion, Body>>[0] & {
  useSetStatus: Parameters<typeof useStatusToggle>[0];
};

/**
 * A screen whose items are active or inactive (banners, notifications): its writes with `texts`,
 * and its columns' status switch, which names the item by `noun` ('Banner activated successfully!').
 */
export function useStatusScreen<
  T extends GridValidRowModel & ItemVersion & { status?: Status },
  D,
  R extends GridValidRowModel,
>(
  resource: StatusWrites<D>,
  texts: ResourceTexts<T>,
  noun: string,
  columnsOf: (handlers: RowHandlers<T> & { onToggleStatus: (item: T) => void }) => GridColDef<R>[],
) {
  const toggleStatus = useStatusToggle<T>(resource.useSetStatus, noun);
  const withToggle = useCallback(
    (handlers: RowHandlers<T>) =>
      columnsOf({ ...handlers, onToggleStatus: (item) => void toggleStatus(item) }),
    [columnsOf, toggleStatus],
  );
  return useCrudScreen(useResourceActions(resource, texts), withToggle);
}
