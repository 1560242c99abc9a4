/** SQL for notifications. Their image is a media row, answered as its URL. */
import type { Queryable } from '../db/types';
import { mediaUrl } from './media';
import type { Status } from './status';

export const NOTIFICATION_TYPES = ['info', 'warning', 'success', 'error', 'promotional'] as const;
export const NOTICE_TO = ['all', 'customers', 'admins', 'specific_users'] as const;

export interface NotificationFields {
  title: string;
  description: string;
  type: (typeof NOTIFICATION_TYPES)[number];
  noticeTo: (typeof NOTICE_TO)[number];
}

/** As the API answers it: `image` is a URL relative to the API's origin, dates ISO 8601. */
export interface Notification extends NotificationFields {
  id: number;
  image: string;
  status: Status;
  createdAt: string;
  updatedAt: string;
}

interface Row extends NotificationFields {
  id: number;
  image: string;
  status: Status;
  createdAt: Date;
  updatedAt: Date;
}

/** The columns as the API names them, each prefixed with `table.` when one is given. */
function qualified(table?: string): string {
  const t = table ? `${table}.` : '';
  return `${t}id, ${t}title, ${t}description, ${t}type, ${t}notice_to AS "noticeTo", ${t}image,
          ${t}status, ${t}created_at AS "createdAt", ${t}updated_at AS "updatedAt"`;
}

const COLUMNS = qualified();
const NEWEST_FIRST = 'ORDER BY created_at DESC, id DESC';

function toNotification(row: Row): Notification {
  return {
    ...row,
    image: mediaUrl(row.image),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listNotifications(
  db: Queryable,
  { activeOnly = false } = {},
): Promise<Notification[]> {
  const where = activeOnly ? "WHERE status = 'active'" : '';
  const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM notifications ${where} ${NEWEST_FIRST}`);
  return rows.map(toNotification);
}

export async function pageNotifications(
  db: Queryable,
  limit: number,
  offset: number,
): Promise<{ items: Notification[]; total: number }> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM notifications ${NEWEST_FIRST} LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  const [count] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM notifications',
  );
  return { items: rows.map(toNotification), total: count?.total ?? 0 };
}

export async function findNotification(
  db: Queryable,
  id: number,
): Promise<Notification | undefined> {
  const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM notifications WHERE id = $1`, [id]);
  return row && toNotification(row);
}

export async function insertNotification(
  db: Queryable,
  fields: NotificationFields & { image: string },
): Promise<Notification> {
  const [row] = await db.query<Row>(
    `INSERT INTO notifications (title, description, type, notice_to, image)
     VALUES ($1, $2, $3, $4, $5)
     RETURNING ${COLUMNS}`,
    [fields.title, fields.description, fields.type, fields.noticeTo, fields.image],
  );
  if (!row) throw new Error('INSERT … RETURNING answered no row');
  return toNotification(row);
}

/**
 * Changes the fields, and the image when one is given. Answers the notification and the file
 * name of the image it had before, or undefined if there is no such id.
 */
export async function updateNotification(
  db: Queryable,
  id: number,
  fields: NotificationFields & { image?: string },
): Promise<{ notification: Notification; previousImage: string } | undefined> {
  const [row] = await db.query<Row & { previousImage: string }>(
    `WITH previous AS (SELECT id, image FROM notifications WHERE id = $1 FOR UPDATE)
     UPDATE notifications AS n
        SET title = $2, description = $3, type = $4, notice_to = $5,
            image = COALESCE($6, n.image), updated_at = now()
       FROM previous
      WHERE n.id = previous.id
      RETURNING ${qualified('n')}, previous.image AS "previousImage"`,
    [id, fields.title, fields.description, fields.type, fields.noticeTo, fields.image ?? null],
  );
  if (!row) return undefined;
  const { previousImage, ...updated } = row;
  return { notification: toNotification(updated), previousImage };
}

export async function setNotificationStatus(
  db: Queryable,
  id: number,
  status: Status,
): Promise<Notification | undefined> {
  const [row] = await db.query<Row>(
    `UPDATE notifications SET status = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, status],
  );
  return row && toNotification(row);
}

/** Deletes the notification and answers its image's file name; undefined if there is none. */
export async function deleteNotification(db: Queryable, id: number): Promise<string | undefined> {
  const [row] = await db.query<{ image: string }>(
    'DELETE FROM notifications WHERE id = $1 RETURNING image',
    [id],
  );
  return row?.image;
}
