/** Blog Management's texts (docs/requirements.md#blog-management), in either `screens` mode. */
import { screenTexts } from '@/components/CrudScreen';

export const BLOGS_TEXTS = screenTexts(
  'Blog Management',
  '+ Upload Blog',
  'Blogs',
  'No blogs found.',
);
