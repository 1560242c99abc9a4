/**
 * A CSV export's answer (docs/api.md#csv-export): streamed as it is read, batch by batch, with
 * a download name carrying the day. A failure before the first batch answers as any error does;
 * one after it cuts the download short, which the browser reports as a failed download.
 */
import { Readable } from 'node:stream';

import type { FastifyReply } from 'fastify';

import { CSV_BOM, csvLine } from '../http/csv';
import type { ExportColumn } from '../repositories/shopExports';

/** The 200 answer as the OpenAPI document shows it. */
export const csvReplySchema = (what: string) => ({
  description:
    `Every ${what} that the search and filter match, in the order asked, as CSV (UTF-8 with a ` +
    'byte order mark, CRLF line ends); the Content-Disposition header names the file.',
  content: { 'text/csv': { schema: { type: 'string' } } },
});

export async function sendCsv(
  reply: FastifyReply,
  name: string,
  columns: readonly ExportColumn[],
  batches: AsyncGenerator<unknown[][]>,
): Promise<FastifyReply> {
  const first = await batches.next();
  async function* lines() {
    try {
      yield CSV_BOM + csvLine(columns.map(({ heading }) => heading));
      for (let batch = first; !batch.done; batch = await batches.next()) {
        yield batch.value.map(csvLine).join('');
      }
    } finally {
      // The download was abandoned: stop reading.
      await batches.return(undefined);
    }
  }
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}
