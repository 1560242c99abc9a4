import type { FastifyInstance } from 'fastify';

import type { PageOfRows } from '../repositories/shopPages';

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

/**
 * pageReply's answer for a page of a shop list, as JSON, its rows put in as the database wrote
 * them. The page is then kept and encoded once (shopPages.ts's keptPage); the reply schema is
 * documentation only: the rows are built by the database with the schema's keys.
 */
export const shopPageBody =
  (key: string, message: string, asked: PageAsked) =>
  (page: PageOfRows): Buffer => {
    const head = `{"success":true,"message":${JSON.stringify(message)},${JSON.stringify(key)}:`;
    const pagination = paginationOf(asked, page.total, page.totalExact);
    return Buffer.concat([
      Buffer.from(head),
      page.rows,
      Buffer.from(`,"pagination":${JSON.stringify(pagination)}}`),
    ]);
  };

/**
 * Once the server listens, reads the first page of each filter in the background: counting a
 * filter reads every row it keeps (a status is a fifth of a million orders, a third of a second),
 * and a count is kept for every page and sort that follows, so no administrator waits for it.
 */
export function countAhead(app: FastifyInstance, table: string, readAll: () => Promise<unknown>) {
  app.addHook('onListen', async () => {
    readAll().catch((error: unknown) => {
      app.log.warn({ err: error }, `could not count the ${table} ahead`);
    });
  });
}
