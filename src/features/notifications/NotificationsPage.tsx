import { useCallback, useMemo } from 'react';
import { CrudScreen, screenTexts } from '@/components/CrudScreen';
import type { RowHandlers } from '@/components/columns';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { useStatusFilter } from '@/hooks/useStatusFilter';
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
 * Notification Management: list, create, edit, delete and the status switch
 * (docs/requirements.md#notification-management); `?status=active` (the dashboard's link) opens
 * the list filtered to the notifications the dashboard counts.
 */
export default function NotificationsPage() {
  const { data = NO_NOTIFICATIONS, isLoading } = useGetNotificationsQuery();
  const { toggleStatus, ...actions } = useNotificationActions();
  const columnsOf = useCallback(
    (handlers: RowHandlers<Notification>) =>
      notificationColumns({ ...handlers, onToggleStatus: (item) => void toggleStatus(item) }),
    [toggleStatus],
  );
  const screen = useCrudScreen(actions, columnsOf);
  const rows = useMemo(() => data.map(toNotificationRow), [data]);
  return (
    <CrudScreen
      {...SCREEN}
      rows={rows}
      screen={screen}
      loading={isLoading}
      initialFilter={useStatusFilter()}
    />
  );
}
