import type { FastifyInstance } from 'fastify';

import type { PageOfRows } from '../repositories/shopPages';

/**
 * A page's answer: `{ success, message, [key]: rows, pagination }`. When a search matched more
 * rows than are counted, `total` is that limit and `totalExact` false: "more than 1,000".
 */
export function pageReply(
  key: string,
  message: string,
  { page, pageSize }: { page: number; pageSize: number },
  { rows, total, totalExact }: PageOfRows,
) {
  return {
    success: true,
    message,
    [key]: rows,
    pagination: { page, pageSize, total, totalPages: Math.ceil(total / pageSize), totalExact },
  };
}

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
