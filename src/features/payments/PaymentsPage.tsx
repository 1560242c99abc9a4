import { offered } from '@/api/source';
import { invoices } from './invoicesApi';
import { ServerPayments } from './ServerPayments';
import { TabPayments } from './TabPayments';

/**
 * Payment Management: the invoices a backend makes from the paid gift-card orders, where it
 * makes them (the reference server); otherwise the specification's sample invoice kept in this
 * tab, a noun of its own (docs/decisions.md#content-on-the-server).
 */
export default function PaymentsPage() {
  return offered(invoices.csv.path) ? <ServerPayments /> : <TabPayments />;
}
