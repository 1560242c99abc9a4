/**
 * Blog Management's calls on the reference server (docs/decisions.md#content-on-the-server): one
 * page of blogs, searched, sorted and filtered by status, and create, update and delete, which
 * send the version the blog was read at (api/keptList.ts).
 */
import type { BlogBody, Blog, BlogSort, BlogStatus } from '../../../contract/blogs';
import { BLOG_STATUSES } from '../../../contract/formRules';
import { keptResource } from '@/api/keptList';

export type { Blog } from '../../../contract/blogs';

export const blogs = keptResource<Blog, BlogBody, BlogSort, 'status', BlogStatus>('blogs', {
  loadFailure: 'Failed to load blogs:',
  mediaFields: ['image'],
  sorts: { title: 'title', category: 'category', status: 'status', date: 'date' },
  filter: { field: 'status', param: 'status', values: BLOG_STATUSES },
});
