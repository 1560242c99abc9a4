import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/**
 * A local-only list (docs/requirements.md#1-product-and-users): this tab's working list, kept in
 * memory, never persisted or sent anywhere.
 */
export interface LocalListState<T> {
  items: T[];
}

/** What any local list's items have: an id made when the item is added. */
export interface LocalItem {
  id: string;
}

/**
 * One slice for each local-only list, all with the same events: `<name>/added` (with a fresh
 * id), `<name>/updated` (replace by id) and `<name>/removed` (by id).
 *
 * @example
 * export const productsList = createLocalList<Product>('products');
 * // store: { products: productsList.reducer }; actions: productsList.actions.added(draft)
 */
export function createLocalList<T extends LocalItem, Name extends string = string>(
  name: Name,
  initialItems: T[] = [],
) {
  const initialState: LocalListState<T> = { items: initialItems };
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      added(state, action: PayloadAction<T>) {
        (state.items as T[]).push(action.payload);
      },
      updated(state, action: PayloadAction<T>) {
        const index = state.items.findIndex((item) => item.id === action.payload.id);
        if (index >= 0) (state.items as T[])[index] = action.payload;
      },
      removed(state, action: PayloadAction<string>) {
        state.items = state.items.filter((item) => item.id !== action.payload);
      },
    },
  });
  const { added, updated, removed } = slice.actions;
  return {
    name,
    reducer: slice.reducer,
    actions: {
      /** The item gets its id here, so that the action carries it (reducers stay pure). */
      added: (draft: Omit<T, 'id'>) => added({ ...draft, id: nanoid() } as T),
      updated,
      removed,
    },
    selectItems: (state: Record<Name, LocalListState<T>>): T[] => state[name].items,
  };
}

export type LocalList<T extends LocalItem> = ReturnType<typeof createLocalList<T>>;
