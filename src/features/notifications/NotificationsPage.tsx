import { useMemo } from 'react';
import { CrudScreen, screenTexts } from '@/components/CrudScreen';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { notificationColumns, toNotificationRow } from './columns';
import { NotificationForm } from './NotificationForm';
import { useGetNotificationsQuery, type Notification } from './notificationsApi';
import { useNotificationActions } from './useNotificationActions';

const NO_NOTIFICATIONS: Notification[] = [];

const SCREEN = {
  texts: screenTexts(
    'Notification Management',
    'Add Notification',
    'Notifications',
    'No notifications found.',
  ),
  Form: NotificationForm,
  // Tall enough for the image thumbnail.
  rowHeight: 64,
};

/**
 * Notification Management: list, create, edit and delete
 * (docs/requirements.md#notification-management).
 */
export default function NotificationsPage() {
  const { data = NO_NOTIFICATIONS, isLoading } = useGetNotificationsQuery();
  const screen = useCrudScreen(useNotificationActions(), notificationColumns);
  const rows = useMemo(() => data.map(toNotificationRow), [data]);
  return <CrudScreen {...SCREEN} rows={rows} screen={screen} loading={isLoading} />;
}
