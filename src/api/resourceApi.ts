/**
 * The calls of a managed resource — notifications and banners share one shape
 * (docs/requirements.md#7-calls-to-the-backend): the list, create, update, delete and status.
 * A feature spreads these definitions under its own endpoint names, so its hooks keep their
 * names (`useGetBannersQuery`) and its types (`Banner`, `BannerBody`).
 */
import { readConfig } from '@/lib/config';
import type { ApiBuilder } from './baseApi';
import type { API_PATHS } from './endpoints';
import { normaliseList } from './normalise';
import { invalidatesList, invalidatesRow, providesList, type TagType } from './tags';

export type ResourceId = string | number;

/** What create, update, delete and status answer: `success: true` is required; the rest is unused. */
export interface ResourceReply {
  success: true;
  message?: string;
}

interface ResourceOptions<Item> {
  type: TagType;
  paths: (typeof API_PATHS)['banner'];
  /** The list's key in `{ success, <listKey>: [...] }`. */
  listKey: string;
  /** The prefix of the load-failure snackbar: 'Failed to load banners:'. */
  loadFailure: string;
  /** Turns the server's item into the screen's: image paths become absolute URLs. */
  resolve: (item: Item, apiBaseUrl: string) => Item;
}

const MUTATION = { requireSuccess: true } as const;

export function resourceEndpoints<Item extends { id: ResourceId }, Body, Status extends string>(
  build: ApiBuilder,
  { type, paths, listKey, loadFailure, resolve }: ResourceOptions<Item>,
) {
  type Reply = ResourceReply;
  return {
    list: build.query<Item[], void>({
      query: () => paths.all,
      extraOptions: { loadFailure: { notify: loadFailure } },
      transformResponse: (response: unknown) => {
        const { apiBaseUrl } = readConfig();
        return normaliseList<Item>(response, listKey).map((item) => resolve(item, apiBaseUrl));
      },
      providesTags: providesList(type),
    }),
    create: build.mutation<Reply, Body>({
      query: (body) => ({ url: paths.create, method: 'POST', body }),
      extraOptions: MUTATION,
      invalidatesTags: invalidatesList(type),
    }),
    update: build.mutation<Reply, { id: ResourceId; body: Body }>({
      query: ({ id, body }) => ({ url: paths.update(id), method: 'PUT', body }),
      extraOptions: MUTATION,
      invalidatesTags: invalidatesRow(type, ({ id }: { id: ResourceId }) => id),
    }),
    remove: build.mutation<Reply, ResourceId>({
      query: (id) => ({ url: paths.remove(id), method: 'DELETE' }),
      extraOptions: MUTATION,
      invalidatesTags: invalidatesRow(type, (id: ResourceId) => id),
    }),
    setStatus: build.mutation<Reply, { id: ResourceId; status: Status }>({
      query: ({ id, status }) => ({ url: paths.status(id), method: 'PUT', body: { status } }),
      extraOptions: MUTATION,
      invalidatesTags: invalidatesRow(type, ({ id }: { id: ResourceId }) => id),
    }),
  };
}
