import { createLocalList, type LocalItem } from '@/lib/localList';
import type { CategoryDraft } from './categorySchema';

/** A category of the list: what the form saved, with the id the list gave it. */
export type Category = CategoryDraft & LocalItem;

/** Local only: kept for this tab's life in memory, never persisted or sent. */
export const categoriesList = createLocalList<Category, 'categories'>('categories');
