/**
 * A shop list's read-only routes (docs/api.md#users-and-orders), alike for users and orders: the
 * whole list newest first; GET /admin/<path>, one page of it, searched, filtered and sorted;
 * GET /admin/<path>.csv, every row of that list as CSV. Each list gives its resource, whence its
 * path and texts, its table (with its filters) and its schemas. The page's route alone
 * (pageRoute) also serves the admin accounts, the page and the export (pagedListRoutes) the
 * managed resources' lists and the invoices.
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Queryable } from '../db/types';
import { checkDays } from '../lib/days';
import type { EncodedBody } from '../cache/encodedBody';
import { sendEncoded } from '../http/encodedBody';
import type { PageRequest, TablePages } from '../repositories/pages/pageSql';
import { exportBatches, type ExportColumn, type ExportRequest } from '../repositories/shopExports';
import type { CreatedBetween } from '../repositories/shopTables';
import { shopPageReplySchema, wholeListReplySchema } from '../../../contract/shop';
import { RESOURCE_TABLE, type Resource } from '../../../contract/resources';
import { exportQuery } from '../../../contract/shopLists';
import { capital, singular } from '../http/operationNames';
import { csvReplySchema, sendCsv } from './csvReply';
import { countAhead, keptShopPage } from './shopPageReply';
import { wholeListRoute } from './wholeListRoute';

export interface ShopList<Sort extends string, Filters extends CreatedBetween> {
  /**
   * Its entry in the table of resources (contract/resources.ts): the page is at /admin/<its last
   * path part>, the export at /admin/<its last path part>.csv; the rows' key in the answers is
   * its name ('walletPayments'), whose words name the list and one row ('wallet payment').
   */
  resource: Resource;
  table: TablePages<Sort, Filters>;
  /** The whole list's address. */
  wholeListUrl: string;
  /** The whole list as the JSON array, built by the database. */
  json: (db: Queryable) => Promise<string>;
  /** A row's schema in a page, and in the whole list where it differs. */
  pagedRowSchema: TSchema;
  rowSchema?: TSchema;
  /** Its page's query; its export's is the same without paging. */
  pageQuerySchema: TObject;
  exportColumns: readonly ExportColumn[];
  /** Reads the first pages once the server listens, with the page reader (countAhead). */
  readAhead?: (listPage: ShopListPage<Sort, Filters>) => Promise<unknown>;
}

/** A list's names, from its resource: its address, its rows' key, its message, one row's name. */
function namesOf({ resource }: { resource: Resource }) {
  const words = resource.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  return {
    path: RESOURCE_TABLE[resource].pathParts.at(-1) ?? resource,
    key: resource,
    message: `${capital(words)} fetched successfully.`,
    rowName: singular(words),
  };
}

/** Reads one page of a list, kept and encoded once (shopPageReply.ts's keptShopPage). */
export type ShopListPage<Sort extends string, Filters> = (
  page: PageRequest<Sort>,
  filters: Filters,
) => Promise<EncodedBody>;

/**
 * GET `url`, a read of `list`: `answer` is given the query as `schema` checked it and the list's
 * filters out of it, those its table has, their days checked. Fastify's route types cannot name a
 * query whose sort and filters are type parameters, so `answer` states it.
 */
function listRoute<Sort extends string, Filters extends CreatedBetween, Query>(
  app: FastifyInstance,
  { table }: { table: TablePages<Sort, Filters> },
  url: string,
  schema: { querystring: TSchema; response: { 200: unknown } },
  answer: (query: Query, filters: Filters, reply: FastifyReply, request: FastifyRequest) => unknown,
): void {
  app.get(url, { schema }, async (request, reply) => {
    const filters = { ...(request.query as Filters) };
    for (const key of Object.keys(filters) as (keyof Filters)[]) {
      if (!(key in table.filters)) delete filters[key];
    }
    checkDays(filters);
    return answer(request.query as Query, filters, reply, request);
  });
}

/** What a paged list's route needs: its resource, its table and its schemas. */
export type PagedList<Sort extends string, Filters extends CreatedBetween> = Pick<
  ShopList<Sort, Filters>,
  'resource' | 'table' | 'pagedRowSchema' | 'pageQuerySchema'
>;

/**
 * GET /admin/<path>: one page of `list`, searched, filtered and sorted, kept and encoded once
 * (shopPageReply.ts's keptShopPage). Answers its page reader, for counting ahead.
 */
export function pageRoute<Sort extends string, Filters extends CreatedBetween>(
  app: FastifyInstance,
  list: PagedList<Sort, Filters>,
): ShopListPage<Sort, Filters> {
  const { path, key, message } = namesOf(list);
  const listPage: ShopListPage<Sort, Filters> = (page, filters) =>
    keptShopPage(app, list.table, { key, message }, page, filters);

  const response = { 200: shopPageReplySchema(key, list.pagedRowSchema) };
  listRoute(
    app,
    list,
    `/admin/${path}`,
    { querystring: list.pageQuerySchema, response },
    async ({ page, pageSize, q, sort, order }: PageRequest<Sort>, filters, reply, request) =>
      sendEncoded(request, reply, await listPage({ page, pageSize, q, sort, order }, filters)),
  );
  return listPage;
}

/** What a paged list with an export needs: a ShopList without the whole list. */
export type ExportedList<Sort extends string, Filters extends CreatedBetween> = Omit<
  ShopList<Sort, Filters>,
  'wholeListUrl' | 'json' | 'rowSchema' | 'readAhead'
>;

/** Registers `list`'s page and export; answers its page reader, for counting ahead. */
export function pagedListRoutes<Sort extends string, Filters extends CreatedBetween>(
  app: FastifyInstance,
  list: ExportedList<Sort, Filters>,
): ShopListPage<Sort, Filters> {
  const listPage = pageRoute(app, list);
  const { path, rowName } = namesOf(list);
  const { table, exportColumns } = list;
  listRoute(
    app,
    list,
    `/admin/${path}.csv`,
    { querystring: exportQuery(list.pageQuerySchema), response: { 200: csvReplySchema(rowName) } },
    ({ q, sort, order }: ExportRequest<Sort>, filters, reply) => {
      const batches = exportBatches(app.db, table, exportColumns, { q, sort, order }, filters);
      return sendCsv(reply, path, exportColumns, batches);
    },
  );
  return listPage;
}

/** Registers `list`'s three routes, and its reading ahead. */
export function shopListRoutes<Sort extends string, Filters extends CreatedBetween>(
  app: FastifyInstance,
  list: ShopList<Sort, Filters>,
): void {
  const { path, key, message } = namesOf(list);
  wholeListRoute(app, {
    url: list.wholeListUrl,
    table: list.table.table,
    key,
    pagedUrl: `/admin/${path}`,
    message,
    json: list.json,
    reply: wholeListReplySchema(key, list.rowSchema ?? list.pagedRowSchema),
  });
  const listPage = pagedListRoutes(app, list);
  const { readAhead } = list;
  if (readAhead) countAhead(app, key, () => readAhead(listPage));
}
