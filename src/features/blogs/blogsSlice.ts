import { createSlice } from '@reduxjs/toolkit';
import { localListReducers } from '@/lib/localList';

/** Spec §9 blog categories and statuses. */
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

const list = localListReducers<Blog>();

/** Local only (spec §1): kept for this tab's life in memory, never persisted or sent. */
const blogsSlice = createSlice({
  name: 'blogs',
  initialState: { items: [] as Blog[] },
  reducers: {
    blogAdded: list.added,
    blogUpdated: list.updated,
    blogRemoved: list.removed,
  },
});

export const { blogAdded, blogUpdated, blogRemoved } = blogsSlice.actions;
export const blogsReducer = blogsSlice.reducer;
export const selectBlogs = (state: { blogs: { items: Blog[] } }) => state.blogs.items;
