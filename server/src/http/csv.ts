/**
 * A CSV export's answer (docs/api.md#csv-export): comma-separated, CRLF line ends, each field by
 * the one rule the web app's files follow too (contract/csv.ts), and as spreadsheets read it
 * safely; streamed as it is read, batch by batch, with a download name carrying the day. A
 * failure before the first batch answers as any error does; one after it cuts the download
 * short, which the browser reports as a failed download.
 */
import { Readable } from 'node:stream';

import type { FastifyReply } from 'fastify';

import type { ExportColumn } from '../repositories/shopExports';
import { csvField } from '../../../contract/csv';

/** UTF-8's byte order mark: spreadsheets read the file as UTF-8 (names in any script) with it. */
const CSV_BOM = '\uFEFF';

/** One record and its line end. */
const csvLine = (values: readonly unknown[]): string => `${values.map(csvField).join(',')}\r\n`;

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
