/**
 * Notification Management's calls (docs/requirements.md#7-calls-to-the-backend,
 * docs/decisions.md#3-gaps-decided).
 */
import { baseApi, type ApiBuilder } from '@/api/baseApi';
import { API_PATHS } from '@/api/endpoints';
import { resourceEndpoints, type ResourceId } from '@/api/resourceApi';
import type { DateInput } from '@/lib/format';
import { resolveMediaUrl } from '@/lib/images';
import type { NoticeTo, NotificationStatus, NotificationType } from './notificationSchema';

export type NotificationId = ResourceId;

/** A notification as the server answers it (docs/requirements.md#3-entities). */
export interface Notification {
  id: NotificationId;
  title: string;
  description: string;
  type: NotificationType;
  noticeTo: NoticeTo;
  /** Resolved on arrival: an absolute or data URL, or null when there is none. */
  image?: string | null;
  status?: NotificationStatus;
  createdAt?: DateInput;
  /** The older name of createdAt. */
  createDate?: DateInput;
  updatedAt?: DateInput;
}

/** Create and update payload. On update, `image` is sent only when it is replaced. */
export interface NotificationBody {
  title: string;
  description: string;
  type: NotificationType;
  noticeTo: NoticeTo;
  /** A data URL. */
  image?: string;
}

const resource = (build: ApiBuilder) =>
  resourceEndpoints<Notification, NotificationBody, NotificationStatus>(build, {
    type: 'Notification',
    paths: API_PATHS.notification,
    listKey: 'notifications',
    loadFailure: 'Failed to load notifications:',
    resolve: (notification, apiBaseUrl) => ({
      ...notification,
      image: resolveMediaUrl(notification.image, apiBaseUrl),
    }),
  });

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const { list, create, update, remove, setStatus } = resource(build);
    return {
      getNotifications: list,
      createNotification: create,
      updateNotification: update,
      deleteNotification: remove,
      setNotificationStatus: setStatus,
    };
  },
});

export const {
  useGetNotificationsQuery,
  useCreateNotificationMutation,
  useUpdateNotificationMutation,
  useDeleteNotificationMutation,
  useSetNotificationStatusMutation,
} = notificationsApi;
