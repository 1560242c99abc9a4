/**
 * /admin/notification/*: notifications (docs/requirements.md#notification-management), the
 * managed routes (resource.ts).
 */
import { notifications } from '../repositories/notifications';
import {
  createNotificationSchema,
  notificationSchema,
  updateNotificationSchema,
} from '../../../contract/notification';
import { managedRoutes } from './resource';

export const notificationRoutes = managedRoutes({
  name: 'notifications',
  item: notificationSchema,
  table: notifications,
  createBody: createNotificationSchema,
  updateBody: updateNotificationSchema,
  hasStatus: true,
});
