/**
 * The invoices' PDFs (docs/api.md#invoices), drawn away from the server's thread and kept.
 *
 * - Drawn by pdfkit (invoicePdf.ts) on a thread of piscina's: drawn on the server's thread, each
 *   held up every other request, the health check too, for as long as it took.
 * - At most `queue` PDFs are drawn or wait to be at once; one more is refused with a 503 and
 *   Retry-After rather than left waiting behind all of them.
 * - Each PDF drawn is kept by its invoice, version and content, within a budget in bytes: a second
 *   download of an unchanged invoice draws nothing; a void (a new version) draws it again.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

import { Piscina } from 'piscina';

import { PromiseCache } from '../cache/promiseCache';
import { HttpError } from '../lib/httpError';
import type { InvoiceDetails } from '../../../contract/invoices';

/**
 * One drawing thread: the server's thread and the database's (on PGlite) need the other cores of
 * a small machine more, and an administrator downloads an invoice at a time.
 */
const THREADS = 1;

/** How many PDFs may be drawn or wait to be at once, unless the app is told otherwise. */
export const PDF_QUEUE = 50;

/** How long a refused download is asked to wait: about as long as a full queue takes to draw. */
export const RETRY_AFTER_SECONDS = 5;

/** The bytes of PDFs kept: well over a day's downloads, a small part of the server's memory. */
const KEPT_BYTES = 32 * 1024 * 1024;

/** A drawing thread that has drawn nothing for this long ends; the next PDF starts one again. */
const IDLE_MS = 5 * 60_000;

/**
 * The drawing thread runs invoicePdf.ts, TypeScript: as in db/pgliteThread.ts, tsx's `--import`
 * hooks do not reach a worker thread on Node 20, so the thread loads tsx's require hook first.
 */
const TSX_REQUIRE_HOOK = require.resolve('tsx/cjs');

/** The 503 of a full queue. */
export class PdfQueueFull extends HttpError {
  constructor() {
    const message = 'Too many invoice PDFs are being made. Please try again in a few seconds.';
    super(503, { success: false, message });
  }
}

/**
 * What a PDF is kept under. The version alone changes with every change to an invoice; the
 * digest of what is drawn keeps a database emptied and filled again (a restore, the tests) from
 * being answered another invoice's PDF under the same number and version.
 */
function keyOf(invoice: InvoiceDetails): string {
  const digest = createHash('sha256').update(JSON.stringify(invoice)).digest('base64url');
  return `${invoice.id}:${invoice.version}:${digest}`;
}

export class InvoicePdfs {
  /** How many PDFs this app has given its thread to draw (a kept one is not drawn again). */
  drawn = 0;
  private underWay = 0;
  private readonly kept = new PromiseCache<Buffer>(KEPT_BYTES, (pdf) => pdf.length);
  // No thread is started until the first PDF is asked for.
  private readonly pool = new Piscina({
    filename: path.join(__dirname, 'invoicePdf.ts'),
    name: 'invoicePdf',
    minThreads: 0,
    maxThreads: THREADS,
    idleTimeout: IDLE_MS,
    execArgv: ['--require', TSX_REQUIRE_HOOK],
  });

  constructor(private readonly queue = PDF_QUEUE) {}

  /** The invoice's PDF, kept or drawn; rejects with PdfQueueFull when the queue is full. */
  pdfOf(invoice: InvoiceDetails): Promise<Buffer> {
    return this.kept.get(keyOf(invoice), () => this.draw(invoice));
  }

  /** Ends the drawing thread and forgets what is kept; with the app (its onClose). */
  async close(): Promise<void> {
    this.kept.clear();
    await this.pool.destroy();
  }

  private async draw(invoice: InvoiceDetails): Promise<Buffer> {
    if (this.underWay >= this.queue) throw new PdfQueueFull();
    this.underWay += 1;
    this.drawn += 1;
    try {
      // A Buffer comes back from the thread as the plain bytes it holds.
      const pdf = (await this.pool.run(invoice)) as Uint8Array;
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    } finally {
      this.underWay -= 1;
    }
  }
}
