import { createLocalList, type LocalItem } from '@/lib/localList';
import type { BlogDraft } from './blogSchema';

/** A blog of the list: what the form saved, with the id the list gave it. */
export type Blog = BlogDraft & LocalItem;

/** Local only: kept for this tab's life in memory, never persisted or sent. */
export const blogsList = createLocalList<Blog, 'blogs'>('blogs');
