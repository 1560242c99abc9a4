import { createLocalList } from '@/lib/localList';

/**
 * Category statuses (docs/requirements.md#9-constants-and-limits); a new category is Active
 * (docs/requirements.md#4-states-and-transitions).
 */
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
