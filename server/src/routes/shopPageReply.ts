import type { FastifyInstance } from 'fastify';

import type { EncodedBody } from '../cache/encodedBody';
import { pageReading, readPage, type PageOfRows } from '../repositories/pages/pageReader';
import type { PageRequest, TablePages } from '../repositories/pages/pageSql';

interface PageAsked {
  page: number;
  pageSize: number;
}

const paginationOf = ({ page, pageSize }: PageAsked, total: number, totalExact: boolean) => ({
  page,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
  totalExact,
});

/**
 * A page's answer: `{ success, message, [key]: rows, pagination }`. When a search matched more
 * rows than are counted, `total` is that limit and `totalExact` false: "more than 1,000".
 */
export function pageReply(
  key: string,
  message: string,
  asked: PageAsked,
  { rows, total, totalExact }: { rows: unknown[]; total: number; totalExact: boolean },
) {
  return {
    success: true,
    message,
    [key]: rows,
    pagination: paginationOf(asked, total, totalExact),
  };
}

/** The start of a list's answer as JSON, up to its rows: `{ success, message, [key]: `. */
export const listHead = (key: string, message: string) =>
  `{"success":true,"message":${JSON.stringify(message)},${JSON.stringify(key)}:`;

/**
 * pageReply's answer for a page of a shop list, as JSON, its rows put in as the database wrote
 * them. The reply schema is then documentation only: the rows are built by the database with the
 * schema's keys.
 */
function shopPageBody(key: string, message: string, asked: PageAsked, page: PageOfRows): Buffer {
  const pagination = paginationOf(asked, page.total, page.totalExact);
  return Buffer.concat([
    Buffer.from(listHead(key, message)),
    page.rows,
    Buffer.from(`,"pagination":${JSON.stringify(pagination)}}`),
  ]);
}

/**
 * The answer (shopPageBody's) for one page of `spec`'s table, encoded once and kept in the app's
 * cache per table version, so the same page asked again, or by twenty administrators at once, is
 * read and compressed once. Each table is paged by one route, whose `key` and `message` are then
 * the only ones its kept pages were made with.
 */
export async function keptShopPage<Sort extends string, Filters extends object>(
  app: FastifyInstance,
  spec: TablePages<Sort, Filters>,
  { key, message }: { key: string; message: string },
  request: PageRequest<Sort>,
  filters: Filters,
): Promise<EncodedBody> {
  // The version is read first: a write during the read leaves a newer one behind, and the next
  // request reads afresh rather than finding this page.
  const reading = await pageReading(app.db, app.cache, spec);
  return reading.kept.page(reading.version, JSON.stringify([request, filters]), async () =>
    shopPageBody(key, message, request, await readPage(reading, request, filters)),
  );
}

/**
 * Runs `work` in the background once the server listens (never under app.inject in tests), so
 * that no administrator waits for it: counting a filter ahead reads every row it keeps (a status
 * is a fifth of a million orders, a third of a second), and a count is kept for every page and
 * sort that follows; a whole list is built and compressed ahead. A failure is only logged.
 */
export function onListen(app: FastifyInstance, failed: string, work: () => Promise<unknown>) {
  app.addHook('onListen', async () => {
    work().catch((error: unknown) => app.log.warn({ err: error }, failed));
  });
}
