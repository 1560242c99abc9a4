/**
 * The live changes that activity entries make (docs/api.md#live-changes): one an entry, but for
 * a run of entries that one transaction wrote on one entity with one action (a bulk delete, a
 * banner and those its move shifted), which is one change naming each item in `entityIds`. The
 * change's id is its last entry's, so a client that resumes after it misses none of the run.
 */
import type { ActivityEvent } from '../repositories/activity';
import type { LiveEvent } from '../../../contract/events';

export interface LiveChange {
  id: number;
  data: LiveEvent;
  /** The transaction that wrote its entries. */
  tx: string | null;
}

/** Whether `event` was written with `change`'s entries: same transaction, entity and action. */
const sameRun = ({ data, tx }: LiveChange, event: ActivityEvent) =>
  tx !== null && tx === event.tx && data.entity === event.entity && data.action === event.action;

export function liveChanges(events: readonly ActivityEvent[]): LiveChange[] {
  const changes: LiveChange[] = [];
  for (const event of events) {
    const { id, entity, action, entityId, at, tx } = event;
    const last = changes.at(-1);
    if (!last || !sameRun(last, event)) {
      changes.push({ id, tx, data: { entity, action, entityId, at } as LiveEvent });
      continue;
    }
    const ids = last.data.entityIds ?? [last.data.entityId];
    last.id = id;
    last.data = { ...last.data, entityId: null, entityIds: [...ids, entityId].filter(isId) };
  }
  return changes;
}

const isId = (id: string | null): id is string => id !== null;
