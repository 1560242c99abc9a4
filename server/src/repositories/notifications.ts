/**
 * SQL for notifications: listed newest first; one image, a media row; the recipients of a notice
 * To Specific Users, user ids, answered with their names (docs/api.md#notification-recipients).
 */
import type { Queryable } from '../db/types';
import type { Notification } from '../../../contract/notification';
import { resourceTable } from './resourceTable';

/** The recipients the shop still has, in the order chosen, each with its name and e-mail. */
const recipientUsers = (alias: string) => `(
  SELECT coalesce(json_agg(json_build_object('id', users.id, 'fullName', users.full_name,
                                             'email', users.email) ORDER BY chosen.place), '[]')
    FROM unnest(${alias}recipients) WITH ORDINALITY AS chosen (id, place)
    JOIN users ON users.id = chosen.id)`;

export const notifications = resourceTable<Notification, 'recipientUsers'>({
  table: 'notifications',
  columns: {
    title: 'title',
    description: 'description',
    type: 'type',
    noticeTo: 'notice_to',
    recipients: 'recipients',
    image: 'image',
    status: 'status',
  },
  derived: { recipientUsers },
  images: ['image'],
  orderBy: 'created_at DESC, id DESC',
});

/** Those of `ids` that name no user, in their order. */
export async function unknownUsers(db: Queryable, ids: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT chosen.id FROM unnest($1::text[]) WITH ORDINALITY AS chosen (id, place)
      WHERE NOT EXISTS (SELECT 1 FROM users WHERE users.id = chosen.id)
      ORDER BY chosen.place`,
    [ids],
  );
  return rows.map(({ id }) => id);
}
