/**
 * One encoder per answer: an answer's body and the compressed forms made of it, each made once,
 * when first asked for, and sent as it is. @fastify/compress, which compresses every other answer
 * at each request, leaves alone an answer that already has a Content-Encoding.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { FastifyReply, FastifyRequest } from 'fastify';

const compressors = {
  // Quality 4, as @fastify/compress uses for everything else: 11 would take most of a minute.
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer) => promisify(gzip)(body),
};

export type Encoding = keyof typeof compressors;

/** A JSON body already serialised (UTF-8), and its compressed forms made so far. */
export class EncodedBody {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly body: Buffer) {}

  /** The body compressed as `encoding` (none: as it is). */
  get(encoding?: Encoding): Promise<Buffer> {
    if (encoding === undefined) return Promise.resolve(this.body);
    let result = this.encoded.get(encoding);
    if (!result) {
      const compressing = compressors[encoding](this.body);
      // A failed compression is not kept: the next request tries again.
      compressing.catch(() => {
        if (this.encoded.get(encoding) === compressing) this.encoded.delete(encoding);
      });
      this.encoded.set(encoding, compressing);
      result = compressing;
    }
    return result;
  }
}

/** The best of br and gzip that an Accept-Encoding header allows; undefined for neither. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  const weight = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  // br first: on equal weights it is the smaller answer.
  const [best] = (['br', 'gzip'] as const)
    .filter((encoding) => weight(encoding) > 0)
    .sort((a, b) => weight(b) - weight(a));
  return best;
}

/**
 * Sends `answer` as JSON in the best encoding the request accepts. The route's reply schema is
 * then documentation only: the body is already serialised.
 */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedBody,
): Promise<FastifyReply> {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = await answer.get(encoding);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8').send(body);
}
