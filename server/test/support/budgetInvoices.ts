/**
 * The invoices whose PDFs the event-loop budget asks for: for each try, one whose gift card the
 * shop named with a single word of 20,000 characters, and a batch of ordinary ones to ask for at
 * once. Each try has its own, as a PDF drawn once is kept and a second try would draw nothing.
 */
import { migrate } from '../../src/db/migrate';
import type { Db } from '../../src/db/types';
import { giftOrder, insert } from './invoiceOrders';

/** A gift card's name of one unbroken word, 20,000 characters in all. */
export const HOSTILE_NAME = `Gift Card ${'W'.repeat(19_990)}`;

export interface PdfTry {
  /** The invoice of the hostile name. */
  hostile: number;
  /** The ordinary invoices, asked for at once. */
  batch: number[];
}

/** Migrates the empty `db` and writes the orders of `tries` tries of `batch` ordinary PDFs. */
export async function budgetInvoices(db: Db, tries: number, batch: number): Promise<PdfTry[]> {
  await migrate(db);
  const made: PdfTry[] = [];
  for (let t = 0; t < tries; t += 1) {
    const hostile = giftOrder(`hostile-${t}`, '2026-01-01', { product_name: HOSTILE_NAME });
    const ordinary = Array.from({ length: batch }, (_, i) =>
      giftOrder(`ordinary-${t}-${i}`, '2026-01-02', { amount: 100 + i }),
    );
    await insert(db, hostile, ...ordinary);
    const invoiceOf = async (orderId: string) => {
      const [row] = await db.query<{ id: number }>('SELECT id FROM invoices WHERE order_id = $1', [
        orderId,
      ]);
      if (!row) throw new Error(`no invoice for ${orderId}`);
      return row.id;
    };
    made.push({
      hostile: await invoiceOf(hostile.id),
      batch: await Promise.all(ordinary.map((order) => invoiceOf(order.id))),
    });
  }
  return made;
}
