/**
 * One encoder per answer: an answer kept encoded (cache/encodedBody.ts) is sent as it is, in the
 * best form the request accepts. @fastify/compress, which compresses every other answer at each
 * request, leaves alone an answer that already has a Content-Encoding.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { EncodedBody, Encoding } from '../cache/encodedBody';

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
