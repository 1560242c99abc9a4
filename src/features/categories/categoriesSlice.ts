import { createSlice } from '@reduxjs/toolkit';
import { localListReducers } from '@/lib/localList';

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

const list = localListReducers<Category>();

/** Local only (spec §1): this tab's working list, never persisted or sent. */
const categoriesSlice = createSlice({
  name: 'categories',
  initialState: { items: [] as Category[] },
  reducers: {
    categoryAdded: list.added,
    categoryUpdated: list.updated,
    categoryRemoved: list.removed,
  },
});

export const { categoryAdded, categoryUpdated, categoryRemoved } = categoriesSlice.actions;
export const categoriesReducer = categoriesSlice.reducer;
export const selectCategories = (state: { categories: { items: Category[] } }) =>
  state.categories.items;
