import { readConfig } from '@/lib/config';
import { ServerPayments } from './ServerPayments';
import { TabPayments } from './TabPayments';

/**
 * Payment Management: with the run-time `screens: 'server'`, the invoices the reference server
 * made from the paid gift-card orders (docs/decisions.md#content-on-the-server); with 'tab', the
 * specification's sample invoice kept in this tab.
 */
export default function PaymentsPage() {
  return readConfig().screens === 'server' ? <ServerPayments /> : <TabPayments />;
}
