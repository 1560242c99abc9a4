/**
 * The calls of a managed resource — notifications and banners share one shape
 * (docs/requirements.md#7-calls-to-the-backend): the list, create, update, delete and status.
 * A feature spreads these definitions under its own endpoint names, so its hooks keep their
 * names (`useGetBannersQuery`) and its types (`Banner`, `BannerBody`).
 *
 * An update, delete or status change sends the version its item was read at, when the server
 * gave one (docs/api.md#versions); a stale one's 409 is worded for the admin (versionConflict.ts)
 * and reloads the list, which was stale too.
 */
import { readConfig } from '@/lib/config';
import { resolveMediaUrl } from '@/lib/images';
import { ROWS_OF_TAG } from '../../contract/resources';
import { VERSION_HEADER, versionTag } from '../../contract/versionTag';
import type { ApiError } from './apiError';
import type { ApiBuilder } from './baseApi';
import { API_PATHS } from './endpoints';
import { normaliseList } from './normalise';
import { invalidatesList, invalidatesRow, listTag, providesList, type TagType } from './tags';
import { versionConflictOf, worded } from './versionConflict';

export type ResourceId = string | number;

/** Which item a write is for, and the version it was read at (none from the specification's API). */
export interface ItemVersion {
  id: ResourceId;
  version?: number;
}

/** What create, update, delete and status answer: `success: true` is required; the rest is unused. */
export interface ResourceReply {
  success: true;
  message?: string;
}

/** The managed resources, by cache tag: each its paths (endpoints.ts). */
const PATHS = {
  Banner: API_PATHS.banner,
  Notification: API_PATHS.notification,
  Category: API_PATHS.category,
  Product: API_PATHS.product,
  Blog: API_PATHS.blog,
  WalletPayment: API_PATHS.walletPayment,
} as const;

export type ResourceName = keyof typeof PATHS;

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
  /** The resource's own refusals of a write, worded for the admin (a category products use). */
  refusals?: (error: ApiError) => ApiError;
  /** Other lists that show an updated item (a renamed category, in the products' list). */
  updateTouches?: readonly TagType[];
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

/** The If-Match of a write read at `version`; none when the item came without one. */
const ifMatch = (version: number | undefined) =>
  version === undefined ? undefined : { [VERSION_HEADER]: versionTag(version) };

/**
 * A write's tags: the row and the list, also when it was refused as stale (both were), and the
 * lists of `touches` when it went through.
 */
function invalidatesWritten<T extends ResourceName>(type: T, touches: readonly TagType[] = []) {
  const written = invalidatesRow(type, ({ id }: ItemVersion) => id);
  return (result: unknown, error: unknown, arg: ItemVersion) => {
    const stale = written(result, versionConflictOf(error) ? undefined : error, arg);
    return error ? stale : [...stale, ...touches.map(listTag)];
  };
}

export function resourceEndpoints<Item extends { id: ResourceId }, Body, Status extends string>(
  build: ApiBuilder,
  type: ResourceName,
  { loadFailure, mediaFields, refusals = (error) => error, updateTouches }: ResourceOptions<Item>,
) {
  type Reply = ResourceReply;
  const paths = PATHS[type];
  // Its rows' key in the answer and its noun, declared with the resource (contract/resources.ts).
  const { list: listKey, noun } = ROWS_OF_TAG[type];
  const resolved = (item: Item) => withMediaUrls(item, mediaFields, readConfig().apiBaseUrl);
  const conflictWorded = worded(noun, resolved);
  const write = {
    extraOptions: MUTATION,
    transformErrorResponse: (error: ApiError) => refusals(conflictWorded(error)),
  };
  return {
    list: build.query<Item[], void>({
      query: () => paths.all,
      extraOptions: { loadFailure: { notify: loadFailure } },
      transformResponse: (response: unknown) =>
        normaliseList<Item>(response, listKey).map(resolved),
      providesTags: providesList(type),
    }),
    create: build.mutation<Reply, Body>({
      query: (body) => ({ url: paths.create, method: 'POST', body }),
      extraOptions: MUTATION,
      invalidatesTags: invalidatesList(type),
    }),
    update: build.mutation<Reply, ItemVersion & { body: Body }>({
      query: ({ id, version, body }) => ({
        url: paths.update(id),
        method: 'PUT',
        headers: ifMatch(version),
        body,
      }),
      ...write,
      invalidatesTags: invalidatesWritten(type, updateTouches),
    }),
    remove: build.mutation<Reply, ItemVersion>({
      query: ({ id, version }) => ({
        url: paths.remove(id),
        method: 'DELETE',
        headers: ifMatch(version),
      }),
      ...write,
      invalidatesTags: invalidatesWritten(type),
    }),
    setStatus: build.mutation<Reply, ItemVersion & { status: Status }>({
      query: ({ id, version, status }) => ({
        url: paths.status(id),
        method: 'PUT',
        headers: ifMatch(version),
        body: { status },
      }),
      ...write,
      invalidatesTags: invalidatesWritten(type),
    }),
  };
}
