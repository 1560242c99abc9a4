/** The activity trail's query and answers (docs/api.md#activity-trail). */
import { Type, type Static } from '@sinclair/typebox';

import { dayParam } from './fields';
import { envelope, MAX_INT, stringEnum } from './common';
import { ENTITIES } from './resources';
import { MAX_PAGE_SIZE } from './shopLists';

/** The entities, declared with their resources (contract/resources.ts). */
export { ENTITIES, type Entity } from './resources';

/** What the trail records: an admin's action on one of these entities. */
export const ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'sign-in',
  'sign-out',
  'password-set',
  'password-reset',
  'sessions-ended',
  'void',
  'two-factor-on',
  'two-factor-reset',
  'two-factor-required',
  'passkey-added',
  'passkey-removed',
  'two-factor-off',
] as const;
export type Action = (typeof ACTIONS)[number];

export const activityQuerySchema = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 25 }),
  // A larger id could never match, and PostgreSQL's integer refuses it.
  adminId: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_INT })),
  entity: Type.Optional(stringEnum(ENTITIES)),
  entityId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  action: Type.Optional(stringEnum(ACTIONS)),
  from: dayParam('from', "The first day, the shop's, inclusive."),
  to: dayParam('to', "The last day, the shop's, inclusive."),
});
export type ActivityQuery = Static<typeof activityQuerySchema>;

const fields = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], {
  description: 'Field name → value; images as their /media/ paths.',
});

/** The admin an entry names. */
const activityAdminSchema = Type.Object({
  id: Type.Integer(),
  email: Type.Union([Type.String(), Type.Null()]),
  name: Type.Union([Type.String(), Type.Null()]),
});
export type ActivityAdmin = Static<typeof activityAdminSchema>;

export const activityEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String({ description: 'ISO 8601' }),
  admin: activityAdminSchema,
  action: stringEnum(ACTIONS),
  entity: stringEnum(ENTITIES),
  entityId: Type.Union([Type.String(), Type.Null()]),
  summary: Type.Union([Type.String(), Type.Null()], {
    description: "The item's title when the entry was written.",
  }),
  before: fields,
  after: fields,
});
export type ActivityEntry = Static<typeof activityEntrySchema>;

export const activityAdminsReplySchema = Type.Object({
  ...envelope,
  admins: Type.Array(activityAdminSchema),
});
