import { CSV_HEADINGS } from '../../../contract/csv';
import { csvColumns, isoDate, type CsvColumn } from '@/lib/csv';
import { amountValue } from '@/lib/shopListRules';
import type { OrderRow } from './orderRows';

/**
 * The orders' CSV, each heading's value as the server's export has it (docs/api.md#csv-export):
 * the buyer's name and email as the order was answered, empty for a buyer the shop does not
 * have rather than the screen's 'N/A'.
 */
export const ORDER_CSV_COLUMNS: readonly CsvColumn<OrderRow>[] = csvColumns(CSV_HEADINGS.orders, {
  'Order ID': (row) => row.orderId,
  User: (row) => row.order.userName,
  Email: (row) => row.order.userEmail,
  Product: (row) => row.productName,
  Coverage: (row) => row.coverage,
  Amount: (row) => amountValue(row.amount),
  Status: (row) => row.status,
  Date: (row) => isoDate(row.createdAt),
});
