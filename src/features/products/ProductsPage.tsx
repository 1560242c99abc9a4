import { readConfig } from '@/lib/config';
import { ServerProducts } from './ServerProducts';
import { TabProducts } from './TabProducts';

/**
 * Product Management: with the run-time `screens: 'server'`, the reference server's products
 * (docs/decisions.md#catalogue-on-the-server), each in one of its categories; with 'tab', the
 * specification's list kept in this tab.
 */
export default function ProductsPage() {
  return readConfig().screens === 'server' ? <ServerProducts /> : <TabProducts />;
}
