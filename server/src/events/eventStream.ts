/**
 * One open stream of live changes (docs/api.md#live-changes), as Server-Sent Events: every entry
 * of a live list from the feed, each once, in the order of ids. With a Last-Event-ID it first
 * sends the entries after that id from the trail, holding what the feed brings meanwhile, then
 * what it held, but for those the trail had already given: nothing is missed or sent twice.
 * Without one, it first sends
 * the id it starts after (an `id:` line and no data), so a client that reconnects before any
 * change resumes from there.
 *
 * A comment every `heartbeatMs` keeps proxies from closing an idle connection. The stream ends
 * when the session that opened it does: at the token's expiry, or when a heartbeat or a sign-out
 * or account entry finds that the session no longer stands. What comes after such an entry waits
 * until the check answers, so an admin signed out or demoted by it hears nothing more.
 */
import type { Queryable } from '../db/types';
import { activityEventsAfter, type ActivityEvent } from '../repositories/activity';
import type { LiveEntity } from '../../../contract/events';
import type { ActivityFeed, FeedSubscriber } from './activityFeed';
import { liveChanges } from './liveChanges';
import { oneAtATime } from './oneAtATime';

/** The entities whose entries may end a session: a sign-out, an account changed. */
const SESSION_ENTITIES: readonly string[] = ['session', 'admin'];
/** setTimeout's longest delay. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/** Where the stream writes: the response's body. */
export interface StreamBody {
  /** Writes `text`; false when the client has fallen too far behind to go on. */
  write(text: string): boolean;
  end(): void;
}

export interface EventStreamOptions {
  feed: ActivityFeed;
  db: Queryable;
  body: StreamBody;
  /** The live entities whose changes this admin may see (contract/events.ts liveEntitiesOf). */
  entities: readonly LiveEntity[];
  /** The id of the last event the client has, from Last-Event-ID. */
  lastEventId?: number;
  /** Whether the session that opened the stream still stands. */
  stillSignedIn: () => Promise<boolean>;
  heartbeatMs: number;
  /** When the session's token expires, in milliseconds since the epoch. */
  expiresAt: number;
}

export class EventStream implements FeedSubscriber {
  /** The id of the last entry taken in: sent, passed over, or waiting. */
  private lastTaken = 0;
  /** What the feed brings while the trail is read, until it is sent. */
  private held: ActivityEvent[] | undefined = [];
  /** What came after a sign-out or account entry, until the session's standing is known. */
  private waiting: ActivityEvent[] | undefined;
  private timers: NodeJS.Timeout[] = [];
  private over = false;

  constructor(private readonly options: EventStreamOptions) {}

  /** Subscribes to the feed; fails, having written nothing, if the feed cannot listen. */
  async open(): Promise<void> {
    const since = await this.options.feed.subscribe(this);
    const { lastEventId, heartbeatMs, expiresAt } = this.options;
    this.timers = [
      setInterval(() => {
        this.write(': heartbeat\n\n');
        this.checkStanding();
      }, heartbeatMs),
      setTimeout(() => this.end(), Math.min(expiresAt - Date.now(), LONGEST_TIMEOUT_MS)),
    ];
    if (lastEventId === undefined) {
      this.lastTaken = since;
      this.write(`id: ${since}\n\n`);
      this.sendHeld();
    } else {
      this.lastTaken = lastEventId;
      this.catchUp().then(
        () => this.sendHeld(),
        () => this.end(),
      );
    }
  }

  delivered(events: readonly ActivityEvent[]): void {
    if (this.held) this.held.push(...events);
    else this.send(events);
  }

  ended(): void {
    this.end();
  }

  /** Ends the stream and the response; a second call does nothing. */
  end(): void {
    if (this.over) return;
    this.over = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.options.feed.unsubscribe(this);
    this.options.body.end();
  }

  private async catchUp(): Promise<void> {
    const { db, entities } = this.options;
    for await (const events of activityEventsAfter(db, () => this.lastTaken, entities)) {
      if (this.over) return;
      this.send(events);
    }
  }

  private sendHeld(): void {
    const held = this.held ?? [];
    this.held = undefined;
    this.send(held);
  }

  private send(events: readonly ActivityEvent[]): void {
    const fresh = events.filter(({ id }) => id > this.lastTaken);
    const last = fresh.at(-1);
    if (this.over || !last) return;
    this.lastTaken = last.id;
    if (this.waiting) this.waiting.push(...fresh);
    else this.pass(fresh);
  }

  /**
   * Writes `events` up to the first run of entries that may end the session, then holds the rest
   * in `waiting` until the session's standing is checked again.
   */
  private pass(events: readonly ActivityEvent[]): void {
    const changes = liveChanges(events);
    const ending = changes.find(({ data }) => SESSION_ENTITIES.includes(data.entity));
    const now = ending ? changes.filter(({ id }) => id <= ending.id) : changes;
    for (const { id, data } of now.filter(({ data }) => this.isShown(data.entity))) {
      this.write(`id: ${id}\ndata: ${JSON.stringify(data)}\n\n`);
    }
    if (!ending) return;
    this.waiting = events.filter(({ id }) => id > ending.id);
    this.checkStanding();
  }

  private isShown(entity: string): entity is LiveEntity {
    return (this.options.entities as readonly string[]).includes(entity);
  }

  private write(text: string): void {
    if (!this.over && !this.options.body.write(text)) this.end();
  }

  /** Ends the stream unless the session stands; if it does, lets through what was waiting. */
  private readonly checkStanding = oneAtATime(async () => {
    if (this.over) return false;
    // Only a check begun after the entry that made them wait may let them through.
    const waiting = this.waiting;
    const stands = await this.options.stillSignedIn().catch(() => false);
    if (!stands) this.end();
    else if (waiting && waiting === this.waiting) {
      this.waiting = undefined;
      this.pass(waiting);
    }
    return stands;
  });
}
