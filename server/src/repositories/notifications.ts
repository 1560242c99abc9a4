/** SQL for notifications: listed newest first; one image, a media row. */
import type { Notification } from '../../../contract/notification';
import { resourceTable } from './resourceTable';

export const notifications = resourceTable<Notification>({
  table: 'notifications',
  columns: {
    title: 'title',
    description: 'description',
    type: 'type',
    noticeTo: 'notice_to',
    image: 'image',
    status: 'status',
  },
  images: ['image'],
  orderBy: 'created_at DESC, id DESC',
});
