import type { CsvColumn } from '@/lib/csv';
import { isoDate } from '@/lib/csv';
import { amountValue } from '@/lib/shopListRules';
import type { OrderRow } from './orderRows';

/** The columns of the orders' CSV, as the server's export has them (docs/api.md#csv-export). */
export const ORDER_CSV_COLUMNS: readonly CsvColumn<OrderRow>[] = [
  { heading: 'Order ID', value: (row) => row.orderId },
  { heading: 'User', value: (row) => row.userName },
  { heading: 'Email', value: (row) => row.email },
  { heading: 'Product', value: (row) => row.productName },
  { heading: 'Coverage', value: (row) => row.coverage },
  { heading: 'Amount', value: (row) => amountValue(row.amount) },
  { heading: 'Status', value: (row) => row.status },
  { heading: 'Date', value: (row) => isoDate(row.createdAt) },
];
