import { onReferenceServer } from '@/api/source';
import { ServerPayments } from './ServerPayments';
import { TabPayments } from './TabPayments';

/**
 * Payment Management: on the reference server, the invoices it made from the paid gift-card
 * orders; otherwise the specification's sample invoice kept in this tab, a noun of its own
 * (docs/decisions.md#content-on-the-server).
 */
export default function PaymentsPage() {
  return onReferenceServer() ? <ServerPayments /> : <TabPayments />;
}
