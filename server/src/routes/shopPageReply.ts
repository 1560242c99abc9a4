import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { EncodedBody, preferredEncoding, sendJson } from '../listCache';
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

/** Each kept page's answer as sent, while the page is kept. */
const sentForms = new WeakMap<PageOfRows, EncodedBody>();

/**
 * Sends pageReply's answer for a page that shopPages keeps: the same page asked again is the
 * same object, so its JSON is written and compressed once, not at every request (most of the
 * time a kept page's answer took). The reply schema is then documentation only, as for the
 * whole lists: the rows are built by the database with the schema's keys.
 */
export async function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  ...answer: Parameters<typeof pageReply>
): Promise<FastifyReply> {
  const [, , , result] = answer;
  let sent = sentForms.get(result);
  if (!sent) {
    sent = new EncodedBody(Promise.resolve(Buffer.from(JSON.stringify(pageReply(...answer)))));
    sentForms.set(result, sent);
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  return sendJson(reply, encoding, await sent.get(encoding));
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
