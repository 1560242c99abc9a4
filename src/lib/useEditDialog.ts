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
  const close = useCallback(() => setState({ open: false, editing: null }), []);
  return { ...state, openCreate, openEdit, close };
}
