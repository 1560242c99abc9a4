import { useCallback, useState } from 'react';
import type { VersionConflict } from '@/api/versionConflict';

/**
 * What a save answers: whether it was saved, or the conflict of an item changed since the
 * dialog opened it (docs/api.md#versions), which the dialog then shows.
 */
export type SaveOutcome<T> = boolean | { conflict: VersionConflict<T> };

interface DialogState<T> {
  open: boolean;
  item: T | null;
  conflict: VersionConflict<T> | null;
}

/**
 * Which create/edit dialog is open, and for which item (null when creating); `submitWith` turns
 * a feature's save action into the form's `onSubmit`, closing the dialog once it is saved, and
 * keeping a save's conflict until the admin chooses how to go on (`resolveConflict`: the dialog
 * then edits the item as it is now).
 *
 * @example
 * const dialog = useEditDialog<Product>();
 * <Button onClick={dialog.openCreate}>Add Product</Button>
 * <ProductForm open={dialog.open} item={dialog.item} onClose={dialog.close}
 *   onSubmit={dialog.submitWith(actions.save)} />
 */
export function useEditDialog<T>() {
  const [state, setState] = useState<DialogState<T>>({ open: false, item: null, conflict: null });
  const openCreate = useCallback(() => setState({ open: true, item: null, conflict: null }), []);
  const openEdit = useCallback((item: T) => setState({ open: true, item, conflict: null }), []);
  // The item stays while the dialog fades out, so its title and fields do not switch to
  // "Add" during the transition; opening again sets it afresh.
  const close = useCallback(
    () => setState((current) => ({ ...current, open: false, conflict: null })),
    [],
  );
  const resolveConflict = useCallback(
    (current: T) => setState({ open: true, item: current, conflict: null }),
    [],
  );
  const { item } = state;
  const submitWith = useCallback(
    <D>(save: (draft: D, editing: T | null) => Promise<SaveOutcome<T>> | SaveOutcome<T>) =>
      async (draft: D) => {
        const outcome = await save(draft, item);
        if (outcome === true) close();
        else if (outcome !== false) setState((current) => ({ ...current, ...outcome }));
        return outcome === true;
      },
    [item, close],
  );
  return { ...state, openCreate, openEdit, close, resolveConflict, submitWith };
}
