import { nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** A local-only list (spec §1): this tab's working list, never persisted or sent anywhere. */
export interface LocalListState<T> {
  items: T[];
}

/**
 * The case reducers every local-only list shares: add (with a fresh id), replace by id and
 * remove by id. Each slice names them as events of its own (`productAdded`, ...).
 *
 * @example
 * const list = localListReducers<Product>();
 * createSlice({ name: 'products', initialState, reducers: {
 *   productAdded: list.added, productUpdated: list.updated, productRemoved: list.removed } });
 */
export function localListReducers<T extends { id: string }>() {
  return {
    added: {
      reducer(state: LocalListState<T>, action: PayloadAction<T>) {
        state.items.push(action.payload);
      },
      prepare: (draft: Omit<T, 'id'>) => ({ payload: { ...draft, id: nanoid() } as T }),
    },
    updated(state: LocalListState<T>, action: PayloadAction<T>) {
      const index = state.items.findIndex((item) => item.id === action.payload.id);
      if (index >= 0) state.items[index] = action.payload;
    },
    removed(state: LocalListState<T>, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  };
}
