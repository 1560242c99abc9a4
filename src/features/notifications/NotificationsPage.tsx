import { useCallback, useState } from 'react';
import { CrudScreen, screenTexts } from '@/components/CrudScreen';
import { ListToolbar } from '@/components/ListToolbar';
import type { StatusRowHandlers } from '@/components/StatusToggle';
import { useStatusScreen } from '@/hooks/useStatusScreen';
import { deleteNamed, type ResourceTexts } from '@/hooks/useResourceActions';
import { notificationColumns, notificationRows } from './columns';
import { NotificationForm } from './NotificationForm';
import { RecipientsDialog } from './RecipientsDialog';
import { notifications, type Notification } from './notificationsApi';
import { selectDayZone } from '@/api/session';
import { useAppSelector } from '@/app/hooks';

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

/** Its writes' messages, in the words of docs/requirements.md#8-errors-and-messages. */
const WRITE_TEXTS: ResourceTexts<Notification> = {
  created: 'Notification created successfully!',
  updated: 'Notification updated successfully!',
  deleted: 'Notification deleted successfully!',
  saveFailed: 'Failed to create/update notification:',
  deleteFailed: 'Failed to delete notification:',
  confirmDelete: (notification) => deleteNamed('Notification', notification.title, '""'),
};

/**
 * Notification Management: list, create, edit, delete and the status switch
 * (docs/requirements.md#notification-management); its Status choice filters the list, and
 * `?status=active` (the dashboard's link) opens it on the notifications the dashboard counts.
 */
export default function NotificationsPage() {
  const [recipientsOf, setRecipientsOf] = useState<Notification | null>(null);
  const timeZone = useAppSelector(selectDayZone);
  const columns = useCallback(
    (handlers: StatusRowHandlers<Notification>) =>
      notificationColumns(handlers, setRecipientsOf, timeZone),
    [timeZone],
  );
  // The specification's status call (docs/decisions.md#3-gaps-decided).
  const { statusChoice, ...screen } = useStatusScreen(
    notifications,
    { texts: WRITE_TEXTS, noun: 'Notification', toRows: notificationRows },
    columns,
  );
  return (
    <CrudScreen {...SCREEN} {...screen} toolbar={<ListToolbar {...statusChoice} />}>
      <RecipientsDialog item={recipientsOf} onClose={() => setRecipientsOf(null)} />
    </CrudScreen>
  );
}
