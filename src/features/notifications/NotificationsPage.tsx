import { useCallback, useMemo } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { enqueueSnackbar } from 'notistack';
import { failureText } from '@/api/apiError';
import { useConfirm } from '@/components/ConfirmDialog';
import { DataTable } from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { RowActions } from '@/components/RowActions';
import { SafeImage } from '@/components/SafeImage';
import { formatShortDate, toDate } from '@/lib/format';
import { useEditDialog } from '@/hooks/useEditDialog';
import { NotificationForm } from './NotificationForm';
import {
  useDeleteNotificationMutation,
  useGetNotificationsQuery,
  type Notification,
} from './notificationsApi';
import { NOTICE_TO_LABELS, NOTIFICATION_TYPE_LABELS, labelOf } from './notificationSchema';

interface NotificationRow {
  id: Notification['id'];
  srNo: number;
  image: string | null;
  title: string;
  description: string;
  type: string;
  noticeTo: string;
  created: Date | null;
  notification: Notification;
}

const NO_NOTIFICATIONS: Notification[] = [];

const toRow = (notification: Notification, index: number): NotificationRow => ({
  id: notification.id,
  srNo: index + 1,
  image: notification.image ?? null,
  title: notification.title,
  description: notification.description,
  type: labelOf(NOTIFICATION_TYPE_LABELS, notification.type),
  noticeTo: labelOf(NOTICE_TO_LABELS, notification.noticeTo),
  created: toDate(notification.createdAt ?? notification.createDate),
  notification,
});

/** Spec §2 Notification Management: list, create, edit and delete. */
export default function NotificationsPage() {
  const { data: notifications = NO_NOTIFICATIONS, isLoading } = useGetNotificationsQuery();
  const [deleteNotification] = useDeleteNotificationMutation();
  const confirm = useConfirm();
  const dialog = useEditDialog<Notification>();
  const { openEdit } = dialog;
  const remove = useCallback(
    async (notification: Notification) => {
      const confirmed = await confirm({
        title: 'Delete notification?',
        message: `"${notification.title}" will be deleted. This cannot be undone.`,
      });
      if (!confirmed) return;
      try {
        await deleteNotification(notification.id).unwrap();
        enqueueSnackbar('Notification deleted successfully!', { variant: 'success' });
      } catch (error) {
        enqueueSnackbar(`Failed to delete notification: ${failureText(error, 'Delete failed')}`, {
          variant: 'error',
        });
      }
    },
    [confirm, deleteNotification],
  );

  const rows = useMemo(() => notifications.map(toRow), [notifications]);
  const columns = useMemo<GridColDef<NotificationRow>[]>(
    () => [
      {
        field: 'srNo',
        headerName: 'Sr. No',
        width: 90,
        type: 'number',
        align: 'left',
        headerAlign: 'left',
      },
      {
        field: 'image',
        headerName: 'Image',
        width: 100,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => <SafeImage src={row.image} alt={`${row.title} image`} />,
      },
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
      { field: 'description', headerName: 'Description', flex: 1.5, minWidth: 220 },
      { field: 'type', headerName: 'Type', width: 130 },
      { field: 'noticeTo', headerName: 'Notice To', width: 140 },
      {
        field: 'created',
        headerName: 'Created Date',
        width: 140,
        type: 'date',
        valueFormatter: (value: Date | null) => formatShortDate(value),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 110,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <RowActions
            subject={`notification ${row.title}`}
            onEdit={() => openEdit(row.notification)}
            onDelete={() => void remove(row.notification)}
          />
        ),
      },
    ],
    [openEdit, remove],
  );

  return (
    <>
      <PageHeader
        title="Notification Management"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={dialog.openCreate}>
            Add Notification
          </Button>
        }
      />
      <DataTable
        label="Notifications"
        rows={rows}
        columns={columns}
        emptyMessage="No notifications found."
        loading={isLoading}
        rowHeight={64}
      />
      <NotificationForm open={dialog.open} notification={dialog.editing} onClose={dialog.close} />
    </>
  );
}
