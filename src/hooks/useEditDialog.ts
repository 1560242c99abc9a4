import { useCallback, useState } from 'react';

/**
 * Which create/edit dialog is open, and for which item (null when creating); `submitWith` turns
 * a feature's save action into the form's `onSubmit`, closing the dialog once it is saved.
 *
 * @example
 * const dialog = useEditDialog<Product>();
 * <Button onClick={dialog.openCreate}>Add Product</Button>
 * <ProductForm open={dialog.open} item={dialog.item} onClose={dialog.close}
 *   onSubmit={dialog.submitWith(actions.save)} />
 */
export function useEditDialog<T>() {
  const [state, setState] = useState<{ open: boolean; item: T | null }>({
    open: false,
    item: null,
  });
  const openCreate = useCallback(() => setState({ open: true, item: null }), []);
  const openEdit = useCallback((item: T) => setState({ open: true, item }), []);
  // The item stays while the dialog fades out, so its title and fields do not switch to
  // "Add" during the transition; opening again sets it afresh.
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const { item } = state;
  const submitWith = useCallback(
    <D>(save: (draft: D, editing: T | null) => Promise<boolean> | boolean) =>
      async (draft: D) => {
        const saved = await save(draft, item);
        if (saved) close();
        return saved;
      },
    [item, close],
  );
  return { ...state, openCreate, openEdit, close, submitWith };
}
