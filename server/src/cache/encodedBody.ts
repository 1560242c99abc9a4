/**
 * An answer kept as bytes: its body and the compressed forms made of it, each made once, when
 * first asked for. The read cache keeps these; http/encodedBody.ts sends them as they are.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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
