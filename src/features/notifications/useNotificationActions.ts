import { useMemo } from 'react';
import {
  useResourceActions,
  useStatusToggle,
  type ResourceTexts,
} from '@/hooks/useResourceActions';
import {
  useCreateNotificationMutation,
  useDeleteNotificationMutation,
  useSetNotificationStatusMutation,
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
 * Notification Management's writes and their messages (docs/requirements.md#8-errors-and-messages),
 * with the status switch of the specification's status call (docs/decisions.md#3-gaps-decided);
 * the list reloads after each (docs/requirements.md#4-states-and-transitions).
 */
export function useNotificationActions() {
  const [create] = useCreateNotificationMutation();
  const [update] = useUpdateNotificationMutation();
  const [remove] = useDeleteNotificationMutation();
  const [setStatus] = useSetNotificationStatusMutation();
  const writes = useResourceActions<Notification, NotificationBody>(
    { create, update, remove },
    TEXTS,
  );
  const toggleStatus = useStatusToggle<Notification>(setStatus, 'Notification');
  return useMemo(() => ({ ...writes, toggleStatus }), [writes, toggleStatus]);
}
