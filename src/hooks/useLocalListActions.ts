import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useConfirm, type ConfirmOptions } from '@/components/ConfirmDialog';
import type { LocalItem, LocalList, LocalListState } from '@/lib/localList';

/**
 * The items and the writes of a local-only screen: save a draft (add it, or replace the item
 * being edited) and remove an item after the admin confirms. Every local feature's
 * `use<X>Actions` is this hook with its own list and confirmation text.
 *
 * @example
 * export const useProductActions = () =>
 *   useLocalListActions(productsList, (product) => ({ title: 'Delete product?', message: '...' }));
 */
export function useLocalListActions<T extends LocalItem>(
  list: LocalList<T>,
  confirmDelete: (item: T) => ConfirmOptions,
) {
  const dispatch = useDispatch();
  const confirm = useConfirm();
  const items = useSelector((state: Record<string, LocalListState<T>>) => list.selectItems(state));
  const actions = useMemo(
    () => ({
      save: (draft: Omit<T, 'id'>, editing: T | null) => {
        dispatch(
          editing
            ? list.actions.updated({ ...draft, id: editing.id } as T)
            : list.actions.added(draft),
        );
        return true;
      },
      remove: async (item: T) => {
        if (await confirm(confirmDelete(item))) dispatch(list.actions.removed(item.id));
      },
    }),
    [confirm, confirmDelete, dispatch, list],
  );
  return { items, ...actions };
}
