/**
 * Live changes (docs/api.md#live-changes): GET /admin/events, a stream of Server-Sent Events, one
 * for each activity entry on a list that stays current. An event's `id:` is the entry's id, its
 * `data:` a LiveEvent as JSON; sent back as Last-Event-ID, it resumes the stream after that entry.
 */
import { Type, type Static } from '@sinclair/typebox';

import { ACTIONS } from './activity';
import { messages } from './fields';
import { stringEnum } from './common';
import { LIVE_ENTITIES, type LiveEntity } from './resources';
import { activityEntitiesOf, can, type Role } from './roles';

/** The entities whose lists stay current, declared with their resources (contract/resources.ts). */
export { LIVE_ENTITIES, type LiveEntity } from './resources';

/**
 * The live entities whose lists `role` may read: those of the trail it reads every entry of
 * (activityEntitiesOf, contract/roles.ts), so the stream tells no more than the trail.
 */
export function liveEntitiesOf(role: Role): LiveEntity[] {
  const { entities } = activityEntitiesOf((resource) => can(role, resource, 'read'));
  return LIVE_ENTITIES.filter((entity) => entities.includes(entity));
}

export const liveEventSchema = Type.Object({
  entity: stringEnum(LIVE_ENTITIES),
  action: stringEnum(ACTIONS),
  entityId: Type.Union([Type.String(), Type.Null()], {
    description: "The item's id; null where the change is of several, named in entityIds.",
  }),
  entityIds: Type.Optional(
    Type.Array(Type.String(), {
      description: 'The items of a change made to several at once, in one transaction.',
    }),
  ),
  at: Type.String({ description: 'ISO 8601' }),
});
export type LiveEvent = Static<typeof liveEventSchema>;

export const LAST_EVENT_ID_HEADER = 'last-event-id';

export const eventsHeadersSchema = Type.Object({
  [LAST_EVENT_ID_HEADER]: Type.Optional(
    Type.String({
      pattern: '^[0-9]{1,15}$',
      description: 'The id of the last event received: the stream resumes after it.',
      ...messages({ invalid: 'Last-Event-ID must be the id of an event.' }),
    }),
  ),
});
export type EventsHeaders = Static<typeof eventsHeadersSchema>;

/** A stream asked for beyond the caps (docs/api.md#live-changes) is refused, 429, with these. */
export const TOO_MANY_SESSION_STREAMS = 'Too many open live-change streams for this session.';
export const TOO_MANY_ACCOUNT_STREAMS = 'Too many open live-change streams for this account.';
