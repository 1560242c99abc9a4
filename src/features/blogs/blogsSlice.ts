import { createLocalList } from '@/lib/localList';

/** Blog categories and statuses (docs/requirements.md#9-constants-and-limits). */
export const BLOG_CATEGORIES = ['Travel', 'Technology', 'eSIM', 'Tips'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const BLOG_STATUSES = ['Draft', 'Published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export interface Blog {
  id: string;
  title: string;
  description: string;
  category: BlogCategory;
  status: BlogStatus;
  /** The date input's value, 'YYYY-MM-DD'. */
  date: string;
  /** The image as a data URL (serialisable, unlike a File), or null when there is none. */
  image: string | null;
}

export type BlogDraft = Omit<Blog, 'id'>;

/** Local only: kept for this tab's life in memory, never persisted or sent. */
export const blogsList = createLocalList<Blog, 'blogs'>('blogs');
