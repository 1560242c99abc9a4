import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ListParam } from '@/api/keptList';
import type { ItemVersion } from '@/api/resourceApi';
import { selectSessionOwner } from '@/api/session';
import type { VersionConflict } from '@/api/versionConflict';
import type { RowHandlers } from '@/components/columns';
import { useImagePreview, type PreviewedImage } from '@/components/ImagePreviewDialog';
import { readUnsavedEdits } from '@/lib/unsavedEdits';
import type { EntityFormProps } from './useEntityForm';
import type { BulkWrites } from '@/api/bulkApi';
import { useKeptBulkWork } from './useBulkWork';
import { useKeptList, type KeptList } from './useKeptList';
import type { SaveOutcome } from './saveOutcome';
import { useResourceActions, type ResourceTexts, type ResourceWrites } from './useResourceActions';
import type { UnsavedEditsPlace } from './useUnsavedEdits';

interface DialogState<T> {
  open: boolean;
  item: T | null;
  conflict: VersionConflict<T> | null;
}

/**
 * Which create/edit dialog is open, and for which item (null when creating); `submitWith` turns
 * a feature's save action into the form's `onSubmit`, closing the dialog once it is saved, and
 * keeping a save's conflict until the admin chooses how to go on (`openEdit` then edits the
 * item as it is now).
 */
function useEditDialog<T>() {
  const [state, setState] = useState<DialogState<T>>({ open: false, item: null, conflict: null });
  // Edits `item` (creates, for null): a row's Edit, or the item as it is now after a conflict.
  const openEdit = useCallback(
    (item: T | null) => setState({ open: true, item, conflict: null }),
    [],
  );
  const openCreate = useCallback(() => openEdit(null), [openEdit]);
  // The item stays while the dialog fades out, so its title and fields do not switch to
  // "Add" during the transition; opening again sets it afresh.
  const close = useCallback(
    () => setState((current) => ({ ...current, open: false, conflict: null })),
    [],
  );
  const { item } = state;
  const submitWith = useCallback(
    <D>(save: (draft: D, editing: T | null) => Promise<SaveOutcome<T>> | SaveOutcome<T>) =>
      async (draft: D) => {
        const outcome = await save(draft, item);
        if (outcome === true) close();
        if (typeof outcome !== 'object') return outcome;
        if ('refused' in outcome) return outcome.refused;
        setState((current) => ({ ...current, ...outcome }));
        return false;
      },
    [item, close],
  );
  return { ...state, openCreate, openEdit, close, submitWith };
}

/**
 * Where this screen's form keeps its unsaved edits, and the edits kept there before: the screen
 * opens its dialog again with them (docs/decisions.md#unsaved-edits).
 */
function useUnsavedEditsPlace<T>(openEdit: (item: T | null) => void): UnsavedEditsPlace<T> {
  const screen = useLocation().pathname;
  const owner = useSelector(selectSessionOwner);
  // Read once, as the screen opens (the dialog's opener never changes).
  const [restored] = useState(() => readUnsavedEdits<T>(screen, owner));
  useEffect(() => {
    if (restored) openEdit(restored.item);
  }, [restored, openEdit]);
  return useMemo(() => ({ screen, owner, restored }), [screen, owner, restored]);
}

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
  const { openEdit, openCreate } = dialog;
  const unsavedEdits = useUnsavedEditsPlace<T>(openEdit);
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
    onResolveConflict: openEdit,
    unsavedEdits,
  };
  return { columns, formProps, openCreate, openEdit };
}

/** A kept screen's row buttons: Edit, Delete, and a View that shows an image (View Image). */
export interface KeptRowHandlers<T> extends RowHandlers<T> {
  onPreview: (image: PreviewedImage) => void;
}

/**
 * A create/edit screen over a list the server keeps (categories, products, wallet payments,
 * blogs): its page (`useKeptList`), `useCrudScreen` with the resource's writes saying how they
 * went in `texts`, its bulk work, and the dialog a row's View shows its image in. Spread `table` on
 * `<CrudScreen>`, `toolbar` on its toolbar.
 *
 * @example
 * const { table, toolbar } = useKeptCrudScreen(blogs, WRITE_TEXTS, blogColumns);
 * <CrudScreen {...table} toolbar={<PagedListToolbar {...toolbar} ... />} Form={BlogForm} ... />
 */
export function useKeptCrudScreen<
  Sort extends string,
  Param extends string,
  Args extends { page: number; pageSize: number } & Record<string, ListParam>,
  Item extends GridValidRowModel & ItemVersion,
  Body,
  R extends GridValidRowModel,
>(
  resource: KeptList<Sort, Param, Args, Item> & ResourceWrites<Body> & { bulk: BulkWrites },
  texts: ResourceTexts<Item>,
  columnsOf: (handlers: KeptRowHandlers<Item>) => GridColDef<R>[],
) {
  const kept = useKeptList(resource);
  const preview = useImagePreview();
  const { show } = preview;
  const withPreview = useCallback(
    (handlers: RowHandlers<Item>) => columnsOf({ ...handlers, onPreview: show }),
    [columnsOf, show],
  );
  const screen = useCrudScreen(useResourceActions(resource, texts), withPreview);
  const bulk = useKeptBulkWork(resource.bulk, kept);
  const table = { ...kept.table, rows: kept.rows, screen, bulk, children: preview.dialog };
  // The columns name the toolbar's filter and offer its choices.
  const toolbar = { ...kept.toolbar, columns: screen.columns };
  return { ...kept, screen, table, toolbar };
}
