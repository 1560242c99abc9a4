/** /admin/notification/*: notifications (docs/requirements.md#notification-management). */
import type { FastifyPluginAsync } from 'fastify';

import { notifications } from '../repositories/notifications';
import {
  createNotificationSchema,
  notificationSchema,
  updateNotificationSchema,
  type Notification,
} from '../../../contract/notification';
import { resourceRoutes } from './resource';
import type { Resource } from './resourceKit';

const notificationResource: Resource<Notification> = {
  one: 'Notification',
  many: 'Notifications',
  item: notificationSchema,
  table: notifications,
  createBody: createNotificationSchema,
  updateBody: updateNotificationSchema,
  images: [{ name: 'image', tooLarge: 'Image must be smaller than 5MB.' }],
  hasStatus: true,
};

export const notificationRoutes: FastifyPluginAsync = async (app) => {
  await app.register(resourceRoutes, {
    prefix: '/admin/notification',
    resource: notificationResource,
  });
};
