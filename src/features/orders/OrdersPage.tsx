import { useState } from 'react';
import { PageHeader } from '@/components/PageHeader';
import { readConfig } from '@/lib/config';
import { ClientOrderList } from './ClientOrderList';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import type { OrderRow } from './orderRows';
import { ServerOrderList } from './ServerOrderList';

/**
 * Order Management: read only; each order joined to its user; details on View
 * (docs/requirements.md#order-management). The list is paged by the server or, for a backend
 * with only the whole list, in the browser (the run-time `lists` setting).
 */
export default function OrdersPage() {
  const [viewing, setViewing] = useState<OrderRow | null>(null);
  const OrderList = readConfig().lists === 'server' ? ServerOrderList : ClientOrderList;
  return (
    <>
      <PageHeader title="Order Management" />
      <OrderList onView={setViewing} />
      <OrderDetailsDialog row={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
