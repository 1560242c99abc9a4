import { useMemo } from 'react';
import { enqueueSnackbar } from 'notistack';
import { useDispatch, useSelector } from 'react-redux';
import { useConfirm, type ConfirmOptions } from '@/components/ConfirmDialog';
import type { LocalItem, LocalList, LocalListState } from '@/lib/localList';

/** A local screen's words: what its items are called, and the question before a delete. */
export interface LocalListTexts<T> {
  /** 'Product': the messages read 'Product created successfully!' as the server screens' do. */
  noun: string;
  confirmDelete: (item: T) => ConfirmOptions;
}

/**
 * The items and the writes of a local-only screen: save a draft (add it, or replace the item
 * being edited) and remove an item after the admin confirms, each saying it was done in the
 * server screens' words (docs/requirements.md#8-errors-and-messages). Every local feature's
 * `use<X>Actions` is this hook with its own list and texts.
 *
 * @example
 * export const useProductActions = () =>
 *   useLocalListActions(productsList, { noun: 'Product', confirmDelete: (product) => ({ ... }) });
 */
export function useLocalListActions<T extends LocalItem>(
  list: LocalList<T>,
  { noun, confirmDelete }: LocalListTexts<T>,
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
        const done = editing ? 'updated' : 'created';
        enqueueSnackbar(`${noun} ${done} successfully!`, { variant: 'success' });
        return true;
      },
      remove: async (item: T) => {
        if (!(await confirm(confirmDelete(item)))) return;
        dispatch(list.actions.removed(item.id));
        enqueueSnackbar(`${noun} deleted successfully!`, { variant: 'success' });
      },
    }),
    [confirm, confirmDelete, dispatch, list, noun],
  );
  return { items, ...actions };
}
