import { readConfig } from '@/lib/config';
import { ServerWallet } from './ServerWallet';
import { TabWallet } from './TabWallet';

/**
 * Wallet Management: with the run-time `screens: 'server'`, the payments kept on the reference
 * server (docs/decisions.md#content-on-the-server); with 'tab', the specification's list kept in
 * this tab.
 */
export default function WalletPage() {
  return readConfig().screens === 'server' ? <ServerWallet /> : <TabWallet />;
}
