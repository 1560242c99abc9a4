/**
 * Blog Management's calls on the reference server (docs/decisions.md#content-on-the-server): one
 * page of blogs, create, update and delete. Update and delete send the version the blog was read
 * at (If-Match); a stale one's 409 is worded for the admin.
 */
import type { BlogBody, BlogsPageQuery, Blog as WireBlog } from '../../../contract/blogs';
import { baseApi, type ApiBuilder } from '@/api/baseApi';
import { API_PATHS } from '@/api/endpoints';
import { pageQuery, readPage, type PageOf } from '@/api/pagedList';
import { resourceEndpoints } from '@/api/resourceApi';
import { providesList } from '@/api/tags';
import { readConfig } from '@/lib/config';
import { resolveMediaUrl } from '@/lib/images';

/** A blog as the screen holds it: its image an address the browser loads, or none. */
export type Blog = WireBlog;

const withImageUrl = (blog: WireBlog): Blog => ({
  ...blog,
  image: resolveMediaUrl(blog.image, readConfig().apiBaseUrl),
});

const resource = (build: ApiBuilder) =>
  resourceEndpoints<Blog, BlogBody, never>(build, 'Blog', {
    loadFailure: 'Failed to load blogs:',
    mediaFields: ['image'],
  });

export const blogsApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const { create, update, remove } = resource(build);
    return {
      getBlogsPage: build.query<PageOf<Blog>, BlogsPageQuery>({
        // Only the contract's parameters: the server refuses any other.
        query: ({ page, pageSize, q, sort, order, status, category }) =>
          `${API_PATHS.blogs}?${pageQuery({ page, pageSize, q, sort, order, status, category })}`,
        transformResponse: (response: unknown) => {
          const { items, pagination } = readPage<WireBlog>(response, 'blogs');
          return { items: items.map(withImageUrl), pagination };
        },
        extraOptions: { loadFailure: { notify: 'Failed to load blogs:' } },
        providesTags: (page) => providesList('Blog')(page?.items),
      }),
      createBlog: create,
      updateBlog: update,
      deleteBlog: remove,
    };
  },
});

export const {
  useGetBlogsPageQuery,
  useCreateBlogMutation,
  useUpdateBlogMutation,
  useDeleteBlogMutation,
} = blogsApi;
