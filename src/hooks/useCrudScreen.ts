import { useMemo } from 'react';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { RowHandlers } from '@/components/columns';
import type { EntityFormProps } from './useEntityForm';
import { useEditDialog, type SaveOutcome } from './useEditDialog';

/** The writes a create/edit screen needs: its `use<X>Actions`. */
interface CrudActions<T, D> {
  save: (draft: D, editing: T | null) => Promise<SaveOutcome<T>> | SaveOutcome<T>;
  remove: (item: T) => Promise<void>;
}

/**
 * The wiring every create/edit screen shares: the dialog's state, the grid's columns with their
 * Edit and Delete handlers, and the form's props (open, item, close, and a submit that saves
 * through the feature's actions and closes once saved).
 *
 * @example
 * const { items, ...actions } = useProductActions();
 * const screen = useCrudScreen(actions, productColumns);
 * <AddButton label="Add Product" onClick={screen.openCreate} />
 * <DataTable rows={items} columns={screen.columns} ... />
 * <ProductForm {...screen.formProps} />
 */
export function useCrudScreen<T extends GridValidRowModel, D, R extends GridValidRowModel = T>(
  { save, remove }: CrudActions<T, D>,
  columnsOf: (handlers: RowHandlers<T>) => GridColDef<R>[],
) {
  const dialog = useEditDialog<T>();
  const { openEdit } = dialog;
  const columns = useMemo(
    () => columnsOf({ onEdit: openEdit, onDelete: (item) => void remove(item) }),
    [columnsOf, openEdit, remove],
  );
  const formProps: EntityFormProps<T, D> = {
    open: dialog.open,
    item: dialog.item,
    onClose: dialog.close,
    onSubmit: dialog.submitWith(save),
    conflict: dialog.conflict,
    onResolveConflict: dialog.resolveConflict,
  };
  return { columns, formProps, openCreate: dialog.openCreate, openEdit };
}
