/**
 * The routes of a managed resource, all derived from its declaration (resourceKit.ts's Resource)
 * and its entry in the table of resources (contract/resources.ts):
 *
 *   export const bannerRoutes = managedRoutes(bannerResource);
 *
 * Under /admin/<its first path part>, GET /all, /list/paginated and /:id and DELETE /delete/:id are here, with GET /active and
 * PUT /status/:id for a resource whose items have a status; POST /create and PUT /update/:id,
 * whose bodies carry images, in resourceWrites.ts; GET /admin/<its last path part> and its .csv,
 * its paged list and export (shopListRoutes.ts), where it has them; its bulk work in bulkRoutes.ts. The contract:
 * docs/api.md#notifications-and-banners and docs/api.md#catalogue; the writes' If-Match:
 * docs/api.md#versions.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

import { deleteMedia } from '../repositories/media';
import type { Managed } from '../repositories/resourceTable';
import {
  idParamsSchema,
  pageQuerySchema,
  statusBodySchema,
  type IdParams,
  type PageQuery,
  type StatusBody,
} from '../../../contract/common';
import { pluginNamed } from '../http/pluginNames';
import { RESOURCE_TABLE } from '../../../contract/resources';
import { ifMatchHeadersSchema, versionTag } from '../../../contract/versions';
import { resourceKit, type Resource, type ResourceKit } from './resourceKit';
import { bulkRoutes } from './bulkRoutes';
import { writeRoutes } from './resourceWrites';
import { pagedListRoutes, type ListPages } from './shopListRoutes';

/**
 * The plugin of a managed resource's routes; `pages`, where it has them, its paged list and
 * that list's CSV export (shopListRoutes.ts).
 */
export function managedRoutes<
  Item extends Managed,
  Sort extends string = string,
  Filters extends object = object,
>(declared: Resource<Item> & { pages?: ListPages<Sort, Filters> }): FastifyPluginAsync {
  const { pages, ...resource } = declared;
  const [prefix] = RESOURCE_TABLE[resource.name].pathParts;
  const kit = resourceKit(resource);
  return async (app) => {
    const prefixed = { prefix: `/admin/${prefix}` };
    await app.register(
      pluginNamed(`${resource.name} items`, async (scoped) => {
        itemRoutes(scoped, resource, kit);
        bulkRoutes(scoped, resource, kit, pages);
      }),
      prefixed,
    );
    if (pages)
      pagedListRoutes(app, { ...pages, resource: resource.name, pagedRowSchema: resource.item });
  };
}

function itemRoutes<Item extends Managed>(
  app: FastifyInstance,
  resource: Resource<Item>,
  kit: ResourceKit<Item>,
): void {
  const { table } = resource;
  const { texts, replies } = kit;
  const byId = { params: idParamsSchema, response: { 200: replies.one } };
  // A write may send the version it was read at; a stale one is refused with the item as it is.
  const versioned = { params: idParamsSchema, headers: ifMatchHeadersSchema };

  app.get('/all', { schema: { response: { 200: replies.list } } }, async () =>
    kit.list(texts.listed, await table.list(app.db)),
  );

  app.get<{ Querystring: PageQuery }>(
    '/list/paginated',
    { schema: { querystring: pageQuerySchema, response: { 200: replies.page } } },
    async (request) => {
      const { page, limit } = request.query;
      const { items, total } = await table.page(app.db, limit, (page - 1) * limit);
      return {
        ...kit.list(texts.listed, items),
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      };
    },
  );

  // Its ETag is the version, what a write then sends in If-Match.
  app.get<{ Params: IdParams }>('/:id', { schema: byId }, async (request, reply) => {
    const item = await table.find(app.db, request.params.id);
    if (!item) throw kit.notFound();
    reply.header('etag', versionTag(item.version));
    return kit.one(texts.found, item);
  });

  const { inUse } = resource;
  // A stale version's 409, or the one of an item still in use.
  const deleteConflict = inUse ? Type.Union([replies.conflict, inUse.reply]) : replies.conflict;
  app.delete<{ Params: IdParams }>(
    '/delete/:id',
    { schema: { ...versioned, response: { 200: replies.message, 409: deleteConflict } } },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const before = await kit.current(tx, request);
        await inUse?.check(tx, before);
        const images = await table.remove(tx, before.id);
        if (!images) throw kit.notFound();
        await deleteMedia(tx, images);
        await kit.track(tx, request, 'delete', { before });
      });
      return { success: true, message: texts.deleted };
    },
  );

  if (resource.hasStatus) {
    app.get('/active', { schema: { response: { 200: replies.list } } }, async () =>
      kit.list(texts.listedActive, await table.list(app.db, { activeOnly: true })),
    );

    app.put<{ Params: IdParams; Body: StatusBody }>(
      '/status/:id',
      {
        schema: {
          ...versioned,
          body: statusBodySchema,
          response: { 200: replies.one, 409: replies.conflict },
        },
      },
      async (request) => {
        const { status } = request.body;
        const item = await app.db.transaction(async (tx) => {
          const before = await kit.current(tx, request);
          const after = await table.setStatus(tx, before.id, status);
          if (!after) throw kit.notFound();
          await kit.track(tx, request, 'status', { before, after });
          return after;
        });
        return kit.one(texts.switched(status), item);
      },
    );
  }
  writeRoutes(app, resource, kit);
}
