import Link from '@mui/material/Link';
import { dateColumn, serialColumn, type ListColumn } from '@/components/columns';
import { SafeImage } from '@/components/SafeImage';
import {
  activeStatusColumn,
  statusActionsColumn,
  type StatusRowHandlers,
} from '@/components/StatusToggle';
import { toDate } from '@/lib/format';
import type { Notification } from './notificationsApi';
import { NOTICE_TO_LABELS, NOTIFICATION_TYPE_LABELS } from '@/lib/valueWords';

/** The label of a known value; anything else the server sends is shown as it came. */
const labelOf = <K extends string>(labels: Record<K, string>, value: string | undefined) =>
  value === undefined ? '' : (labels[value as K] ?? value);

/** Notice To as the row says it: with Specific Users, how many it names ('Specific Users · 2'). */
function noticeToText({ noticeTo, recipients = [] }: Notification) {
  const label = labelOf(NOTICE_TO_LABELS, noticeTo);
  return recipients.length > 0 ? `${label} · ${recipients.length}` : label;
}

const toNotificationRow = (notification: Notification, index: number) => ({
  id: notification.id,
  srNo: index + 1,
  image: notification.image ?? null,
  title: notification.title,
  description: notification.description,
  type: labelOf(NOTIFICATION_TYPE_LABELS, notification.type),
  noticeTo: noticeToText(notification),
  created: toDate(notification.createdAt ?? notification.createDate),
  // A backend that keeps no status sends every notification out: active.
  status: notification.status ?? ('active' as const),
  notification,
});

export type NotificationRow = ReturnType<typeof toNotificationRow>;

/** The notifications as their rows show them, numbered. */
export const notificationRows = (notifications: readonly Notification[]) =>
  notifications.map(toNotificationRow);

/**
 * Sr. No, Image, Title, Description, Type, Notice To, Created Date, Actions
 * (docs/requirements.md#notification-management), with the Status badge before the actions and
 * its switch among them, as Banner Management has them. A notice that names its recipients
 * opens them from its Notice To (`showRecipients`).
 */
export function notificationColumns(
  handlers: StatusRowHandlers<Notification>,
  showRecipients: (notification: Notification) => void,
  timeZone: string,
): ListColumn<NotificationRow>[] {
  return [
    serialColumn<NotificationRow>(),
    {
      field: 'image',
      headerName: 'Image',
      width: 80,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => <SafeImage src={row.image} alt={`${row.title} image`} />,
    },
    // The least widths leave the Status and the actions in view beside the sidebar at 1280 px.
    { field: 'title', headerName: 'Title', flex: 1, minWidth: 100 },
    { field: 'description', headerName: 'Description', flex: 1.5, minWidth: 110 },
    { field: 'type', headerName: 'Type', width: 110 },
    {
      field: 'noticeTo',
      headerName: 'Notice To',
      width: 115,
      // The count wraps under Specific Users rather than widen the column past the 1280 px laptop.
      renderCell: ({ row }) =>
        row.notification.recipients?.length ? (
          <Link
            component="button"
            type="button"
            sx={{ textAlign: 'left', lineHeight: 1.4, whiteSpace: 'normal' }}
            onClick={() => showRecipients(row.notification)}
          >
            {row.noticeTo}
          </Link>
        ) : (
          row.noticeTo
        ),
      // Its own cell is a link only to open the recipients; a card says whom it goes to.
      card: 'detail',
    },
    dateColumn<NotificationRow>('created', 'Created Date', { timeZone }),
    activeStatusColumn<NotificationRow>(100),
    statusActionsColumn<NotificationRow, Notification>(
      handlers,
      'notification',
      (row) => row.notification,
    ),
  ];
}
