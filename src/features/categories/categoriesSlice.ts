import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §9 category statuses; a new category is Active (spec §4). */
export const CATEGORY_STATUSES = ['Active', 'Inactive'] as const;
export type CategoryStatus = (typeof CATEGORY_STATUSES)[number];

export interface Category {
  id: string;
  name: string;
  status: CategoryStatus;
  /** A data URL: the state stays serialisable. */
  image: string;
}

export type CategoryDraft = Omit<Category, 'id'>;

/** Local only (spec §1): this tab's working list, never persisted or sent. */
const categoriesSlice = createSlice({
  name: 'categories',
  initialState: { items: [] as Category[] },
  reducers: {
    categoryAdded: {
      reducer(state, action: PayloadAction<Category>) {
        state.items.push(action.payload);
      },
      prepare: (draft: CategoryDraft) => ({ payload: { ...draft, id: nanoid() } }),
    },
    categoryUpdated(state, action: PayloadAction<Category>) {
      const index = state.items.findIndex((item) => item.id === action.payload.id);
      if (index >= 0) state.items[index] = action.payload;
    },
    categoryRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
});

export const { categoryAdded, categoryUpdated, categoryRemoved } = categoriesSlice.actions;
export const categoriesReducer = categoriesSlice.reducer;
export const selectCategories = (state: { categories: { items: Category[] } }) =>
  state.categories.items;
