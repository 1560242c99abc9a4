import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

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

/** Local only (spec §1): kept for this tab's life in memory, never persisted or sent. */
const blogsSlice = createSlice({
  name: 'blogs',
  initialState: { items: [] as Blog[] },
  reducers: {
    blogAdded: {
      reducer(state, action: PayloadAction<Blog>) {
        state.items.push(action.payload);
      },
      prepare: (draft: BlogDraft) => ({ payload: { ...draft, id: nanoid() } }),
    },
    blogUpdated(state, action: PayloadAction<Blog>) {
      const index = state.items.findIndex((item) => item.id === action.payload.id);
      if (index >= 0) state.items[index] = action.payload;
    },
    blogRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
});

export const { blogAdded, blogUpdated, blogRemoved } = blogsSlice.actions;
export const blogsReducer = blogsSlice.reducer;
export const selectBlogs = (state: { blogs: { items: Blog[] } }) => state.blogs.items;
