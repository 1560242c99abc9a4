import { readConfig } from '@/lib/config';
import { ServerBlogs } from './ServerBlogs';
import { TabBlogs } from './TabBlogs';

/**
 * Blog Management: with the run-time `screens: 'server'`, the reference server's blogs
 * (docs/decisions.md#content-on-the-server); with 'tab', the specification's list kept in this
 * tab.
 */
export default function BlogsPage() {
  return readConfig().screens === 'server' ? <ServerBlogs /> : <TabBlogs />;
}
