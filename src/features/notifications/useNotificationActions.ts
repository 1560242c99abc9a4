import { useResourceActions, type ResourceTexts } from '@/hooks/useResourceActions';
import {
  useCreateNotificationMutation,
  useDeleteNotificationMutation,
  useUpdateNotificationMutation,
  type Notification,
  type NotificationBody,
} from './notificationsApi';

const TEXTS: ResourceTexts = {
  created: 'Notification created successfully!',
  updated: 'Notification updated successfully!',
  deleted: 'Notification deleted successfully!',
  saveFailed: 'Failed to create/update notification:',
  deleteFailed: 'Failed to delete notification:',
  confirmDelete: (notification: Notification) => ({
    title: 'Delete notification?',
    message: `"${notification.title}" will be deleted. This cannot be undone.`,
  }),
};

/**
 * Notification Management's writes and their messages (docs/requirements.md#8-errors-and-messages);
 * the list reloads after each (docs/requirements.md#4-states-and-transitions).
 */
export function useNotificationActions() {
  const [create] = useCreateNotificationMutation();
  const [update] = useUpdateNotificationMutation();
  const [remove] = useDeleteNotificationMutation();
  return useResourceActions<Notification, NotificationBody>({ create, update, remove }, TEXTS);
}
