/**
 * A shop list's read-only routes (docs/api.md#users-and-orders), alike for users and orders: the
 * whole list newest first; GET /admin/<path>, one page of it, searched, filtered and sorted;
 * GET /admin/<path>.csv, every row of that list as CSV. Each list gives its resource, whence its
 * path and texts, its table (with its filters) and its schemas. The page and the export
 * (pagedListRoutes) also serve the managed resources' lists and the invoices, the page alone the
 * admin accounts.
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import type { Queryable } from '../db/types';
import { checkDays } from '../lib/days';
import type { EncodedBody } from '../cache/encodedBody';
import { sendEncoded } from '../http/encodedBody';
import type { PageRequest, TablePages } from '../repositories/pages/pageSql';
import { exportBatches, type ExportColumn, type ExportRequest } from '../repositories/shopExports';
import { LISTED_AT_HEADER } from '../../../contract/bulk';
import { shopPageReplySchema, wholeListReplySchema } from '../../../contract/shop';
import { RESOURCE_TABLE, type Resource } from '../../../contract/resources';
import { exportQuery } from '../../../contract/shopLists';
import { singular } from '../http/operationNames';
import { capital } from '../../../contract/resources';
import { csvReplySchema, sendCsv } from '../http/csv';
import { keptShopPage, onListen } from './shopPageReply';
import { wholeListRoute } from './wholeListRoute';

export interface ShopList<Sort extends string, Filters extends object> {
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
  /** Reads the first pages once the server listens, with the page reader (onListen). */
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
 * The list's filters in `query`: those its table has, their days checked; a body's field
 * `within` holding them (bulk work's `matching`) is named with a bad day, as the body's others.
 */
export function filtersIn<Filters extends object>(
  { filters: known }: TablePages<string, Filters>,
  query: unknown,
  within?: string,
): Filters {
  const filters = { ...(query as Filters) };
  for (const key of Object.keys(filters) as (keyof Filters)[]) {
    if (!(key in known)) delete filters[key];
  }
  checkDays(filters, undefined, within);
  return filters;
}

/** What a paged list needs: a ShopList without the whole list, its export where it has one. */
export type ExportedList<Sort extends string, Filters extends object> = Omit<
  ShopList<Sort, Filters>,
  'wholeListUrl' | 'json' | 'rowSchema' | 'readAhead' | 'exportColumns'
> &
  Partial<Pick<ShopList<Sort, Filters>, 'exportColumns'>>;

/** A managed resource's paged list: its table and its schemas; its rows are its items. */
export type ListPages<Sort extends string, Filters extends object> = Pick<
  ExportedList<Sort, Filters>,
  'table' | 'pageQuerySchema' | 'exportColumns'
>;

/**
 * GET /admin/<path>: one page of `list`, searched, filtered and sorted, kept and encoded once
 * (shopPageReply.ts's keptShopPage); GET /admin/<path>.csv, its export, where it has one.
 * Fastify's route types cannot name a query whose sort and filters are type parameters, so each
 * route states it. Answers the page reader, for counting ahead.
 */
export function pagedListRoutes<Sort extends string, Filters extends object>(
  app: FastifyInstance,
  list: ExportedList<Sort, Filters>,
): ShopListPage<Sort, Filters> {
  const { path, key, message, rowName } = namesOf(list);
  const { table, pageQuerySchema, exportColumns } = list;
  const listPage: ShopListPage<Sort, Filters> = (page, filters) =>
    keptShopPage(app, table, { key, message }, page, filters);

  const paged = {
    querystring: pageQuerySchema,
    response: { 200: shopPageReplySchema(key, list.pagedRowSchema) },
  };
  app.get(`/admin/${path}`, { schema: paged }, async (request, reply) => {
    // When it was read, before it is: what a bulk request on all it matches sends back.
    reply.header(LISTED_AT_HEADER, new Date().toISOString());
    const { page, pageSize, q, sort, order } = request.query as PageRequest<Sort>;
    const filters = filtersIn(table, request.query);
    const kept = await listPage({ page, pageSize, q, sort, order }, filters);
    return sendEncoded(request, reply, kept);
  });
  if (!exportColumns) return listPage;

  const exported = {
    querystring: exportQuery(pageQuerySchema),
    response: { 200: csvReplySchema(rowName) },
  };
  app.get(`/admin/${path}.csv`, { schema: exported }, async (request, reply) => {
    const { q, sort, order, ids } = request.query as ExportRequest<Sort>;
    const filters = filtersIn(table, request.query);
    const batches = exportBatches(app.db, table, exportColumns, { q, sort, order, ids }, filters);
    return sendCsv(reply, path, exportColumns, batches);
  });
  return listPage;
}

/** Registers `list`'s three routes, and its reading ahead. */
export function shopListRoutes<Sort extends string, Filters extends object>(
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
  if (readAhead) onListen(app, `could not count the ${key} ahead`, () => readAhead(listPage));
}
