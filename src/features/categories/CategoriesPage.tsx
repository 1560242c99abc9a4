import { readConfig } from '@/lib/config';
import { ServerCategories } from './ServerCategories';
import { TabCategories } from './TabCategories';

/**
 * Manage Categories: with the run-time `screens: 'server'`, the reference server's categories
 * (docs/decisions.md#catalogue-on-the-server), which products choose from; with 'tab', the
 * specification's list kept in this tab.
 */
export default function CategoriesPage() {
  return readConfig().screens === 'server' ? <ServerCategories /> : <TabCategories />;
}
