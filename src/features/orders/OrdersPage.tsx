import { PageHeader } from '@/components/PageHeader';
import { readConfig } from '@/lib/config';
import { ClientOrderList } from './ClientOrderList';
import { ServerOrderList } from './ServerOrderList';
import { useViewedOrder } from './useViewedOrder';

/**
 * Order Management: read only; each order joined to its user; details on View
 * (docs/requirements.md#order-management), their order kept in the URL. The list is paged by
 * the server or, for a backend with only the whole list, in the browser (the run-time `lists`
 * setting).
 */
export default function OrdersPage() {
  const viewed = useViewedOrder();
  const OrderList = readConfig().lists === 'server' ? ServerOrderList : ClientOrderList;
  return (
    <>
      <PageHeader title="Order Management" />
      <OrderList viewed={viewed} />
    </>
  );
}
