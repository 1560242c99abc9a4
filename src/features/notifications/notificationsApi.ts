/** Notification Management's calls (spec §7, DECISIONS.md §3). */
import { enqueueSnackbar } from 'notistack';
import { failureText, isSilentLoadFailure } from '@/api/apiError';
import { baseApi } from '@/api/baseApi';
import { API_PATHS } from '@/api/endpoints';
import { normaliseList } from '@/api/normalise';
import { readConfig } from '@/app/config';
import type { DateInput } from '@/lib/format';
import { resolveMediaUrl } from '@/lib/images';
import type { NoticeTo, NotificationStatus, NotificationType } from './notificationSchema';

export type NotificationId = string | number;

/** Spec §3 Notification, as the server answers it. */
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

/** What create, update, delete and status answer (spec §7: `success: true` is required). */
export interface NotificationReply {
  success: true;
  message?: string;
  notification?: Notification;
}

const LIST = { type: 'Notification', id: 'LIST' } as const;
const row = (id: NotificationId) => ({ type: 'Notification' as const, id });
const MUTATION = { requireSuccess: true } as const;

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<Notification[], void>({
      query: () => API_PATHS.notification.all,
      transformResponse: (response: unknown) => {
        const { apiBaseUrl } = readConfig();
        return normaliseList<Notification>(response, 'notifications').map((notification) => ({
          ...notification,
          image: resolveMediaUrl(notification.image, apiBaseUrl),
        }));
      },
      providesTags: (notifications = []) => [...notifications.map(({ id }) => row(id)), LIST],
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          const { error } = failure as { error?: unknown };
          if (isSilentLoadFailure(error)) return;
          enqueueSnackbar(`Failed to load notifications: ${failureText(error, 'Unknown error')}`, {
            variant: 'error',
            preventDuplicate: true,
          });
        }
      },
    }),
    createNotification: build.mutation<NotificationReply, NotificationBody>({
      query: (body) => ({ url: API_PATHS.notification.create, method: 'POST', body }),
      extraOptions: MUTATION,
      invalidatesTags: (_reply, error) => (error ? [] : [LIST]),
    }),
    updateNotification: build.mutation<
      NotificationReply,
      { id: NotificationId; body: NotificationBody }
    >({
      query: ({ id, body }) => ({ url: API_PATHS.notification.update(id), method: 'PUT', body }),
      extraOptions: MUTATION,
      invalidatesTags: (_reply, error, { id }) => (error ? [] : [row(id), LIST]),
    }),
    deleteNotification: build.mutation<NotificationReply, NotificationId>({
      query: (id) => ({ url: API_PATHS.notification.remove(id), method: 'DELETE' }),
      extraOptions: MUTATION,
      invalidatesTags: (_reply, error, id) => (error ? [] : [row(id), LIST]),
    }),
    /** DECISIONS.md §3: defined for completeness; no control on screen uses it. */
    setNotificationStatus: build.mutation<
      NotificationReply,
      { id: NotificationId; status: NotificationStatus }
    >({
      query: ({ id, status }) => ({
        url: API_PATHS.notification.status(id),
        method: 'PUT',
        body: { status },
      }),
      extraOptions: MUTATION,
      invalidatesTags: (_reply, error, { id }) => (error ? [] : [row(id), LIST]),
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useCreateNotificationMutation,
  useUpdateNotificationMutation,
  useDeleteNotificationMutation,
  useSetNotificationStatusMutation,
} = notificationsApi;
