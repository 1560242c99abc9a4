import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { compressed, preferredEncoding } from '../listCache';
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

/** Each kept page's answer as sent, per encoding ('identity' for none), while the page is kept. */
const sentForms = new WeakMap<PageOfRows, Map<string, Promise<Buffer>>>();

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
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  let forms = sentForms.get(result);
  if (!forms) {
    forms = new Map();
    sentForms.set(result, forms);
  }
  let body = forms.get(encoding ?? 'identity');
  if (!body) {
    const json = Buffer.from(JSON.stringify(pageReply(...answer)));
    body = encoding ? compressed(encoding, json) : Promise.resolve(json);
    forms.set(encoding ?? 'identity', body);
  }
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8')
    .send(await body);
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
