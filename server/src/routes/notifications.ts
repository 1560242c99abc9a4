/**
 * /admin/notification/*: notifications, with create, read, update, delete and a status switch.
 * The image arrives as a data URL and is answered as a /media/ URL.
 */
import type { FastifyPluginAsync } from 'fastify';

import { notFound } from '../errors';
import { parseImage, type ImageField } from '../images';
import { deleteMedia, insertMedia } from '../repositories/media';
import {
  deleteNotification,
  findNotification,
  insertNotification,
  listNotifications,
  NOTICE_TO,
  NOTIFICATION_TYPES,
  pageNotifications,
  setNotificationStatus,
  updateNotification,
  type NotificationFields,
} from '../repositories/notifications';
import { messages } from '../validation';
import {
  idParamsSchema,
  pageQuerySchema,
  pagination,
  replySchemas,
  requiredText,
  statusBodySchema,
  type IdParams,
  type PageQuery,
  type StatusBody,
} from './shared';

const IMAGE: ImageField = { name: 'image', tooLarge: 'Image must be smaller than 5MB.' };

const notFoundError = () => notFound('Notification not found.');

const fieldSchemas = {
  title: requiredText(200, 'Title is required.'),
  description: requiredText(2000, 'Description is required.'),
  type: {
    type: 'string',
    enum: NOTIFICATION_TYPES,
    ...messages({ required: 'Type is required.' }),
  },
  noticeTo: {
    type: 'string',
    enum: NOTICE_TO,
    ...messages({ required: 'Notice To is required.' }),
  },
};

interface CreateBody extends NotificationFields {
  image: string;
}

const createBodySchema = {
  type: 'object',
  required: ['title', 'description', 'type', 'noticeTo', 'image'],
  additionalProperties: false,
  properties: {
    ...fieldSchemas,
    image: {
      type: 'string',
      minLength: 1,
      ...messages({ required: 'Notification image is required.' }),
    },
  },
};

/** As on create, but the image may be left out or empty to keep the stored one. */
interface UpdateBody extends NotificationFields {
  image?: string;
}

const updateBodySchema = {
  ...createBodySchema,
  required: ['title', 'description', 'type', 'noticeTo'],
  properties: { ...fieldSchemas, image: { type: 'string' } },
};

const replies = replySchemas('notification', 'notifications', {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    description: { type: 'string' },
    type: { type: 'string' },
    noticeTo: { type: 'string' },
    image: { type: 'string' },
    status: { type: 'string' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
});

function fieldsOf(body: NotificationFields): NotificationFields {
  const { title, description, type, noticeTo } = body;
  return { title, description, type, noticeTo };
}

export const notificationRoutes: FastifyPluginAsync = async (app) => {
  app.get('/admin/notification/all', { schema: { response: { 200: replies.list } } }, async () => ({
    success: true,
    message: 'Notifications fetched successfully.',
    notifications: await listNotifications(app.db),
  }));

  app.get(
    '/admin/notification/active',
    { schema: { response: { 200: replies.list } } },
    async () => ({
      success: true,
      message: 'Active notifications fetched successfully.',
      notifications: await listNotifications(app.db, { activeOnly: true }),
    }),
  );

  app.get<{ Querystring: PageQuery }>(
    '/admin/notification/list/paginated',
    { schema: { querystring: pageQuerySchema, response: { 200: replies.page } } },
    async (request) => {
      const { page, limit } = request.query;
      const { items, total } = await pageNotifications(app.db, limit, (page - 1) * limit);
      return {
        success: true,
        message: 'Notifications fetched successfully.',
        notifications: items,
        pagination: pagination(request.query, total),
      };
    },
  );

  app.get<{ Params: IdParams }>(
    '/admin/notification/:id',
    { schema: { params: idParamsSchema, response: { 200: replies.one } } },
    async (request) => {
      const notification = await findNotification(app.db, request.params.id);
      if (!notification) throw notFoundError();
      return { success: true, message: 'Notification fetched successfully.', notification };
    },
  );

  app.post<{ Body: CreateBody }>(
    '/admin/notification/create',
    { schema: { body: createBodySchema, response: { 201: replies.one } } },
    async (request, reply) => {
      const image = parseImage(request.body.image, IMAGE);
      const notification = await app.db.transaction(async (tx) =>
        insertNotification(tx, { ...fieldsOf(request.body), image: await insertMedia(tx, image) }),
      );
      return reply
        .code(201)
        .send({ success: true, message: 'Notification created successfully!', notification });
    },
  );

  app.put<{ Params: IdParams; Body: UpdateBody }>(
    '/admin/notification/update/:id',
    { schema: { params: idParamsSchema, body: updateBodySchema, response: { 200: replies.one } } },
    async (request) => {
      const { id } = request.params;
      const image = request.body.image ? parseImage(request.body.image, IMAGE) : undefined;
      const notification = await app.db.transaction(async (tx) => {
        const newImage = image && (await insertMedia(tx, image));
        const updated = await updateNotification(tx, id, {
          ...fieldsOf(request.body),
          image: newImage,
        });
        if (!updated) throw notFoundError();
        // The replaced image is no longer shown anywhere.
        if (newImage) await deleteMedia(tx, [updated.previousImage]);
        return updated.notification;
      });
      return { success: true, message: 'Notification updated successfully!', notification };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/admin/notification/delete/:id',
    { schema: { params: idParamsSchema, response: { 200: replies.message } } },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const image = await deleteNotification(tx, request.params.id);
        if (image === undefined) throw notFoundError();
        await deleteMedia(tx, [image]);
      });
      return { success: true, message: 'Notification deleted successfully!' };
    },
  );

  app.put<{ Params: IdParams; Body: StatusBody }>(
    '/admin/notification/status/:id',
    { schema: { params: idParamsSchema, body: statusBodySchema, response: { 200: replies.one } } },
    async (request) => {
      const { status } = request.body;
      const notification = await setNotificationStatus(app.db, request.params.id, status);
      if (!notification) throw notFoundError();
      return {
        success: true,
        message: `Notification ${status === 'active' ? 'activated' : 'deactivated'} successfully!`,
        notification,
      };
    },
  );
};
