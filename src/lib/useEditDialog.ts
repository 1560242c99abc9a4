import { useCallback, useState } from 'react';

/**
 * Which create/edit dialog is open, and for which item; `editing` is null when creating.
 *
 * @example
 * const dialog = useEditDialog<Product>();
 * <Button onClick={dialog.openCreate}>Add Product</Button>
 * <ProductForm open={dialog.open} product={dialog.editing} onClose={dialog.close} />
 */
export function useEditDialog<T>() {
  const [state, setState] = useState<{ open: boolean; editing: T | null }>({
    open: false,
    editing: null,
  });
  const openCreate = useCallback(() => setState({ open: true, editing: null }), []);
  const openEdit = useCallback((item: T) => setState({ open: true, editing: item }), []);
  // The item stays while the dialog fades out, so its title and fields do not switch to
  // "Add" during the transition; opening again sets it afresh.
  const close = useCallback(() => setState((state) => ({ ...state, open: false })), []);
  return { ...state, openCreate, openEdit, close };
}
