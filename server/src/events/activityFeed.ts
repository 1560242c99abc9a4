/**
 * The activity trail as it grows, heard once per app and handed to every open stream
 * (docs/api.md#live-changes). The database announces each entry as it commits (migration 014);
 * the feed then reads the entries after the last one it read, in one query however many streams
 * are open, and gives each to every subscriber in the order of ids. On PostgreSQL the entries of
 * every server on the database are heard, so a change made through one reaches the streams of all.
 *
 * The feed listens from its first subscriber until the app closes. If the connection that listens
 * is lost, its subscribers are ended (a client resumes with Last-Event-ID, missing nothing) and
 * the next subscriber listens anew.
 */
import type { Db } from '../db/types';
import {
  activityEventsAfter,
  latestActivityId,
  type ActivityEvent,
} from '../repositories/activity';
import { oneAtATime } from './oneAtATime';

export const ACTIVITY_CHANNEL = 'activity';

export interface FeedSubscriber {
  /** The entries after those given before, in the order of their ids, as read together. */
  delivered(events: readonly ActivityEvent[]): void;
  /** No more will come: the app closes, or the feed lost its connection. */
  ended(): void;
}

export class ActivityFeed {
  private readonly subscribers = new Set<FeedSubscriber>();
  /** Settles once listening, with what stops it. */
  private listening: Promise<() => Promise<void>> | undefined;
  /** The id of the last entry read. */
  private cursor = 0;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly reportLoss: (error: Error) => void,
  ) {}

  /** Adds a subscriber; answers the id after which it is given every entry. */
  async subscribe(subscriber: FeedSubscriber): Promise<number> {
    if (this.closed) throw new Error('The activity feed is closed.');
    this.listening ??= this.listen();
    const listening = this.listening;
    await listening.catch((error: unknown) => {
      if (this.listening === listening) this.listening = undefined;
      throw error;
    });
    this.subscribers.add(subscriber);
    return this.cursor;
  }

  unsubscribe(subscriber: FeedSubscriber): void {
    this.subscribers.delete(subscriber);
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  /** Ends every subscriber and stops listening. */
  async close(): Promise<void> {
    this.closed = true;
    await this.stop();
  }

  private async listen(): Promise<() => Promise<void>> {
    this.cursor = await latestActivityId(this.db);
    const stop = await this.db.listen(ACTIVITY_CHANNEL, {
      notified: () => this.readNew(),
      lost: (error) => this.lose(error),
    });
    // An entry committed between the cursor's read and the LISTEN was announced to nobody.
    this.readNew();
    return stop;
  }

  /** Reads and hands out what is new; announcements that come meanwhile make one more read. */
  private readonly readNew = oneAtATime(() =>
    this.deliverAfterCursor().then(
      () => !this.closed,
      (error: unknown) => {
        this.lose(error instanceof Error ? error : new Error(String(error)));
        return false;
      },
    ),
  );

  private async deliverAfterCursor(): Promise<void> {
    for await (const events of activityEventsAfter(this.db, () => this.cursor)) {
      const last = events.at(-1);
      if (!last) continue;
      this.cursor = last.id;
      for (const subscriber of this.subscribers) subscriber.delivered(events);
    }
  }

  private lose(error: Error): void {
    if (this.closed) return;
    this.reportLoss(error);
    void this.stop();
  }

  /** Ends the subscribers and the LISTEN; the next subscriber listens anew. */
  private async stop(): Promise<void> {
    const listening = this.listening;
    this.listening = undefined;
    const ending = [...this.subscribers];
    this.subscribers.clear();
    for (const subscriber of ending) subscriber.ended();
    const stopListening = await listening?.catch(() => undefined);
    await stopListening?.().catch(() => undefined);
  }
}
