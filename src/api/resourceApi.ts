/**
 * A resource's calls, made from its declaration (contract/resources.ts: its cache tag, /admin
 * paths, rows' key and noun) and injected under names of its own (`createBanner`): the writes
 * here, with the whole list of a managed resource (notifications and banners share one shape:
 * docs/requirements.md#7-calls-to-the-backend) and its status; a page at a time in keptList.ts.
 * A feature holds the answer, `banners.useCreate()`, and keeps only its types and texts.
 *
 * An update, delete or status change sends the version its item was read at, when the server
 * gave one (docs/api.md#versions); a stale one's 409 is worded for the admin (versionConflict.ts)
 * and reloads the list, which was stale too.
 */
import type { RowsResource } from '../../contract/resources';
import { VERSION_HEADER, versionTag } from '../../contract/versionTag';
import type { Status } from '../../contract/common';
import type { ApiError } from './apiError';
import { baseApi, type ApiMeta } from './baseApi';
import { bulkWrites } from './bulkApi';
import { declared } from './declared';
import { normaliseList } from './normalise';
import { mediaUrl } from './source';
import { invalidatesList, invalidatesRow, providesList, type TagType } from './tags';
import { versionConflictOf, worded } from './versionConflict';

export type ResourceId = string | number;

/** Which item a write is for, and the version it was read at (none from the specification's API). */
export interface ItemVersion {
  id: ResourceId;
  version?: number;
}

/** What a write answers: `success: true` is required; the rest is unused. */
export type ResourceReply = { success: true; message?: string };

/**
 * An item's image fields as the API answered them, before they were resolved into URLs: a
 * `/media/...` path stays a path. An update sends an unchanged image back in this form, which
 * the API knows as its own.
 */
export type AnsweredMedia = Readonly<Record<string, string | null | undefined>>;

export interface ResourceOptions<Item> {
  /** The prefix of the load-failure snackbar: 'Failed to load banners:'. */
  loadFailure: string;
  /** The image fields, which the server may answer as paths: they become absolute URLs. */
  mediaFields?: readonly (keyof Item & string)[];
  /** The resource's own refusals of a write, worded for the admin (a category products use). */
  refusals?: (error: ApiError) => ApiError;
  /** Its items are active or inactive, and switched so in bulk too (a managed one's always are). */
  hasStatus?: boolean;
}

/** The item with each media path resolved against the API's origin. */
export function withMediaUrls<Item>(item: Item, fields: readonly (keyof Item & string)[] = []) {
  const resolved = { ...item };
  for (const field of fields) {
    (resolved as Record<string, unknown>)[field] = mediaUrl(item[field] as string | null);
  }
  return resolved;
}

/** The item resolved, with its image fields as answered kept beside them in `answeredMedia`. */
const withAnsweredMedia = <Item>(item: Item, fields: readonly (keyof Item & string)[] = []) => ({
  ...withMediaUrls(item, fields),
  answeredMedia: Object.fromEntries(fields.map((field) => [field, item[field]])) as AnsweredMedia,
});

const MUTATION = { requireSuccess: true } as const;

/** The If-Match of a write read at `version`; none when the item came without one. */
export const ifMatch = (version: number | undefined) =>
  version === undefined ? undefined : { [VERSION_HEADER]: versionTag(version) };

/**
 * A write's tags (tags.ts): the row, the list and the views showing them, also when it was
 * refused as stale (they were).
 */
function invalidatesWritten(type: TagType) {
  const written = invalidatesRow(type, ({ id }: ItemVersion) => id);
  return (result: unknown, error: unknown, arg: ItemVersion) =>
    written(result, versionConflictOf(error) ? undefined : error, arg);
}

/** How a resource's writes of an item are refused. */
export interface Write {
  tag: TagType;
  /** Its refusals worded for the admin, their moments in the call's day zone. */
  worded: (error: ApiError, meta?: ApiMeta) => ApiError;
}

/**
 * One write of an item at the version it was read (update, delete, status, an account's reset),
 * as a hook: `useX()` answers `[x]`. A stale one is refused in the admin's words (`worded`), and
 * its row and list are invalidated then too (`invalidatesWritten`).
 */
export function versionedWrite<Arg extends ItemVersion, Reply = ResourceReply>(
  name: string,
  request: (arg: Arg) => { url: string; method: 'PUT' | 'POST' | 'DELETE'; body?: unknown },
  { tag, worded }: Write,
) {
  const api = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name]: build.mutation<Reply, Arg>({
        query: (arg) => ({ ...request(arg), headers: ifMatch(arg.version) }),
        extraOptions: MUTATION,
        transformErrorResponse: worded,
        invalidatesTags: invalidatesWritten(tag),
      }),
    }),
  });
  return api.endpoints[name]!.useMutation;
}

/** Create, update and delete of `resource`, as hooks: `useCreate()` answers `[create]`. */
export function resourceWrites<Item extends { id: ResourceId }, Body>(
  resource: RowsResource,
  { mediaFields, refusals = (error) => error, hasStatus }: ResourceOptions<Item>,
) {
  const declaration = declared(resource);
  const { tag, rows, paths } = declaration;
  const conflictWorded = worded(rows.noun, (item: Item) => withAnsweredMedia(item, mediaFields));
  const write: Write = { tag, worded: (error, meta) => refusals(conflictWorded(error, meta)) };
  const create = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [`create${tag}`]: build.mutation<ResourceReply, Body>({
        query: (body) => ({ url: paths.create, method: 'POST', body }),
        extraOptions: MUTATION,
        invalidatesTags: invalidatesList(tag),
      }),
    }),
  });
  return {
    useCreate: create.endpoints[`create${tag}`]!.useMutation,
    useUpdate: versionedWrite<ItemVersion & { body: Body }>(
      `update${tag}`,
      ({ id, body }) => ({ url: paths.update(id), method: 'PUT', body }),
      write,
    ),
    useRemove: versionedWrite<ItemVersion>(
      `delete${tag}`,
      ({ id }) => ({ url: paths.remove(id), method: 'DELETE' }),
      write,
    ),
    bulk: bulkWrites(resource, declaration, hasStatus ?? false),
    write,
  };
}

/**
 * A managed resource's calls (notifications, banners): its whole list, the writes, and the status
 * switch, which sends `status` alone; and whether the backend takes the reference server's own
 * fields of it (a banner's `shift`, a notice's `recipients`), which the specification's does not.
 */
export function managedResource<Item extends { id: ResourceId }, Body>(
  resource: RowsResource,
  given: ResourceOptions<Item>,
) {
  const { tag, rows, paths, offers } = declared(resource);
  const options = { ...given, hasStatus: true };
  const { write, ...writes } = resourceWrites<Item, Body>(resource, options);
  const list = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [`list${tag}`]: build.query<Item[], void>({
        query: () => paths.all,
        extraOptions: { loadFailure: { notify: options.loadFailure } },
        transformResponse: (response: unknown) =>
          normaliseList<Item>(response, rows.list).map((item) =>
            withAnsweredMedia(item, options.mediaFields),
          ),
        providesTags: providesList(tag),
      }),
    }),
  });
  return {
    ...writes,
    takesOwnFields: offers.ownFields,
    useList: list.endpoints[`list${tag}`]!.useQuery,
    useSetStatus: versionedWrite<ItemVersion & { status: Status }>(
      `status${tag}`,
      ({ id, status }) => ({ url: paths.status(id), method: 'PUT', body: { status } }),
      write,
    ),
  };
}
