/**
 * The calls of a managed resource — notifications and banners share one shape
 * (docs/requirements.md#7-calls-to-the-backend): the list, create, update, delete and status.
 * A feature spreads these definitions under its own endpoint names, so its hooks keep their
 * names (`useGetBannersQuery`) and its types (`Banner`, `BannerBody`).
 */
import { readConfig } from '@/lib/config';
import { resolveMediaUrl } from '@/lib/images';
import type { ApiBuilder } from './baseApi';
import { API_PATHS } from './endpoints';
import { normaliseList } from './normalise';
import { invalidatesList, invalidatesRow, providesList } from './tags';

export type ResourceId = string | number;

/** What create, update, delete and status answer: `success: true` is required; the rest is unused. */
export interface ResourceReply {
  success: true;
  message?: string;
}

/** The managed resources: each its cache tag, its paths and its list's key in the answer. */
const RESOURCES = {
  Banner: { paths: API_PATHS.banner, listKey: 'banners' },
  Notification: { paths: API_PATHS.notification, listKey: 'notifications' },
} as const;

export type ResourceName = keyof typeof RESOURCES;

/**
 * An item's image fields as the API answered them, before they were resolved into URLs: a
 * `/media/...` path stays a path. An update sends an unchanged image back in this form, which
 * the API knows as its own.
 */
export type AnsweredMedia = Readonly<Record<string, string | null | undefined>>;

interface ResourceOptions<Item> {
  /** The prefix of the load-failure snackbar: 'Failed to load banners:'. */
  loadFailure: string;
  /** The image fields, which the server may answer as paths: they become absolute URLs. */
  mediaFields: readonly (keyof Item & string)[];
}

/**
 * The item with each media path resolved against the API's origin, and its image fields as
 * answered kept beside them in `answeredMedia`.
 */
function withMediaUrls<Item>(
  item: Item,
  fields: readonly (keyof Item & string)[],
  apiBaseUrl: string,
) {
  const answeredMedia: Record<string, string | null | undefined> = {};
  const resolved = { ...item, answeredMedia };
  for (const field of fields) {
    const url = item[field] as string | null | undefined;
    answeredMedia[field] = url;
    (resolved as Record<keyof Item, unknown>)[field] = resolveMediaUrl(url, apiBaseUrl);
  }
  return resolved;
}

const MUTATION = { requireSuccess: true } as const;

export function resourceEndpoints<Item extends { id: ResourceId }, Body, Status extends string>(
  build: ApiBuilder,
  type: ResourceName,
  { loadFailure, mediaFields }: ResourceOptions<Item>,
) {
  type Reply = ResourceReply;
  const { paths, listKey } = RESOURCES[type];
  return {
    list: build.query<Item[], void>({
      query: () => paths.all,
      extraOptions: { loadFailure: { notify: loadFailure } },
      transformResponse: (response: unknown) => {
        const { apiBaseUrl } = readConfig();
        return normaliseList<Item>(response, listKey).map((item) =>
          withMediaUrls(item, mediaFields, apiBaseUrl),
        );
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
