/**
 * SQL for the invoices (docs/api.md#invoices), which migration 019 makes from the paid gift-card
 * orders: their paged list and export (pageSql.ts, as the users'), one invoice, and its void.
 */
import type { Queryable } from '../db/types';
import type { Invoice, InvoiceSort, InvoiceStatus } from '../../../contract/invoices';
import type { TablePages } from './pages/pageSql';
import { exportColumns } from './shopExports';
import { CREATED, equals, isoDate } from './shopTables';

/** SQL of an invoice's number (migration 019). */
const NUMBER = 'invoice_number(id)';

/** An invoice's keys, as json_build_object's arguments; null ones are left out. */
const INVOICE_FIELDS = `'id', id, 'number', ${NUMBER}, 'orderId', order_id,
     'giftCardName', gift_card_name, 'buyerName', buyer_name, 'buyerEmail', buyer_email,
     'amount', amount::float8, 'date', ${isoDate('created_at')}, 'status', status,
     'voidedAt', ${isoDate('voided_at')}, 'voidedBy', voided_by, 'version', version`;

const INVOICE_JSON = `json_strip_nulls(json_build_object(${INVOICE_FIELDS}))`;

export interface InvoiceFilters {
  status?: InvoiceStatus;
}

export const INVOICE_TABLE: TablePages<InvoiceSort, InvoiceFilters> = {
  table: 'invoices',
  idType: 'integer',
  fields: INVOICE_FIELDS,
  sorts: { createdAt: 'created_at', number: 'id', amount: 'amount' },
  filters: { status: equals('status') },
};

export const INVOICE_EXPORT_COLUMNS = exportColumns(
  ['Invoice ID', 'Order ID', 'Gift Card Name', 'Buyer', 'Email', 'Amount (₹)', 'Date', 'Status'],
  [NUMBER, 'order_id', 'gift_card_name', 'buyer_name', 'buyer_email', 'amount', CREATED, 'status'],
);

/** One invoice; `lock`: inside a transaction, no other may void it until the transaction ends. */
export async function findInvoice(db: Queryable, id: number, { lock = false } = {}) {
  const [row] = await db.query<{ invoice: Invoice }>(
    `SELECT ${INVOICE_JSON} AS invoice FROM invoices WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row?.invoice;
}

/** Marks the invoice void by the admin `adminId` (kept by e-mail); answers it as it is then. */
export async function voidInvoice(tx: Queryable, id: number, adminId: number) {
  const [row] = await tx.write<{ invoice: Invoice }>(
    `UPDATE invoices
        SET status = 'Void', voided_at = now(), updated_at = now(), version = version + 1,
            voided_by = (SELECT email FROM admins WHERE id = $2)
      WHERE id = $1 AND status = 'Paid'
     RETURNING ${INVOICE_JSON} AS invoice`,
    [id, adminId],
  );
  return row?.invoice;
}
