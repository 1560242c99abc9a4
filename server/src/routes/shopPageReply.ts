import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { compress, preferredEncoding, sendJson, type ListEncoding } from '../listCache';
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

/** pageReply's answer for a kept page, its rows' JSON put in as the database wrote it. */
function keptPageBody(key: string, message: string, asked: PageAsked, page: PageOfRows): Buffer {
  const head = `{"success":true,"message":${JSON.stringify(message)},${JSON.stringify(key)}:`;
  const pagination = paginationOf(asked, page.total, page.totalExact);
  return Buffer.concat([
    Buffer.from(head),
    page.rows,
    Buffer.from(`,"pagination":${JSON.stringify(pagination)}}`),
  ]);
}

/** Each kept page's compressed answers, while the page is kept. */
const compressedForms = new WeakMap<PageOfRows, Map<ListEncoding, Promise<Buffer>>>();

/**
 * Sends the answer for a page that shopPages keeps. The same page asked again is the same
 * object, so its answer is compressed once, not at every request (compressing is most of the
 * work of a kept page's answer). Uncompressed, it is put together again each time: a copy of
 * its bytes, cheaper than keeping them twice. The reply schema is then documentation only, as
 * for the whole lists: the rows are built by the database with the schema's keys.
 */
export async function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  message: string,
  asked: PageAsked,
  page: PageOfRows,
): Promise<FastifyReply> {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = () => keptPageBody(key, message, asked, page);
  if (encoding === undefined) return sendJson(reply, encoding, body());
  let forms = compressedForms.get(page);
  if (!forms) {
    forms = new Map();
    compressedForms.set(page, forms);
  }
  let compressed = forms.get(encoding);
  if (!compressed) {
    compressed = compress(encoding, body());
    forms.set(encoding, compressed);
  }
  return sendJson(reply, encoding, await compressed);
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
