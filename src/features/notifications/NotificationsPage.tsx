import { useMemo } from 'react';
import { DataTable } from '@/components/DataTable';
import { AddButton, PageHeader } from '@/components/PageHeader';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { notificationColumns, toNotificationRow } from './columns';
import { NotificationForm } from './NotificationForm';
import { useGetNotificationsQuery, type Notification } from './notificationsApi';
import { useNotificationActions } from './useNotificationActions';

const NO_NOTIFICATIONS: Notification[] = [];

/**
 * Notification Management: list, create, edit and delete
 * (docs/requirements.md#notification-management).
 */
export default function NotificationsPage() {
  const { data = NO_NOTIFICATIONS, isLoading } = useGetNotificationsQuery();
  const screen = useCrudScreen(useNotificationActions(), notificationColumns);
  const rows = useMemo(() => data.map(toNotificationRow), [data]);
  return (
    <>
      <PageHeader
        title="Notification Management"
        actions={<AddButton label="Add Notification" onClick={screen.openCreate} />}
      />
      <DataTable
        label="Notifications"
        rows={rows}
        columns={screen.columns}
        emptyMessage="No notifications found."
        loading={isLoading}
        rowHeight={64}
      />
      <NotificationForm {...screen.formProps} />
    </>
  );
}
