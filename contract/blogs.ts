/**
 * Blogs on the wire (docs/api.md#blogs): a blog as the API answers it, its paged list's query,
 * and the body of create and update with the texts of the web app's blog form. The specification
 * stars title, description, category, status and date without enforcing them; this product
 * enforces them, in the browser and here with the same messages
 * (docs/decisions.md#content-on-the-server). The image is optional.
 */
import { Type, type Static } from '@sinclair/typebox';

import { dayField, messages } from './fields';
import { bodySchema, changedImage, keptItemSchema, requiredText, stringEnum } from './common';
import { BLOG_CATEGORIES, BLOG_MESSAGES, BLOG_STATUSES, MAX_LENGTHS } from './formRules';
import { pageQuery } from './shopLists';

export { BLOG_CATEGORIES, BLOG_STATUSES };
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** A blog: Draft or Published is its own field, not the shared active/inactive switch. */
export const blogSchema = keptItemSchema({
  title: Type.String(),
  description: Type.String(),
  category: stringEnum(BLOG_CATEGORIES),
  status: stringEnum(BLOG_STATUSES),
  date: Type.String({ description: 'The day the blog is dated, YYYY-MM-DD.' }),
  image: Type.Union([Type.String(), Type.Null()], {
    description: "A URL relative to the API's origin, or null for a blog without one.",
  }),
});
export type Blog = Static<typeof blogSchema>;

export const BLOG_SORT_KEYS = ['createdAt', 'date', 'title', 'category', 'status'] as const;
export type BlogSort = (typeof BLOG_SORT_KEYS)[number];

export const blogsPageQuerySchema = pageQuery(BLOG_SORT_KEYS, {
  status: Type.Optional(stringEnum(BLOG_STATUSES)),
  category: Type.Optional(stringEnum(BLOG_CATEGORIES)),
});

/**
 * Create and update alike. The image is a data URL; left out or empty, a new blog has none and an
 * edited one keeps its own (as it does when sent back as its current URL).
 */
export const blogBodySchema = bodySchema({
  title: requiredText(MAX_LENGTHS.title, BLOG_MESSAGES.title),
  description: requiredText(MAX_LENGTHS.blogDescription, BLOG_MESSAGES.description),
  category: stringEnum(BLOG_CATEGORIES, messages({ required: BLOG_MESSAGES.category })),
  status: stringEnum(BLOG_STATUSES, messages({ required: BLOG_MESSAGES.status })),
  date: dayField('date', BLOG_MESSAGES.date),
  image: changedImage(),
});
export type BlogBody = Static<typeof blogBodySchema>;
