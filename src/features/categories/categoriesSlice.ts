import { createLocalList } from '@/lib/localList';

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

/** Local only: kept for this tab's life in memory, never persisted or sent. */
export const categoriesList = createLocalList<Category, 'categories'>('categories');
