/**
 * How many streams of live changes may be open at once (docs/api.md#live-changes): a tab needs
 * one, and a reconnecting tab may hold its old one a moment longer than the client does, so a
 * session has a little room beyond one; an account, signed in on a few browsers and devices,
 * has the room of several sessions. The places are counted per server process: each replica
 * allows as many.
 */
import { TOO_MANY_ACCOUNT_STREAMS, TOO_MANY_SESSION_STREAMS } from '../../../contract/events';

export const STREAMS_PER_SESSION = 3;
export const STREAMS_PER_ACCOUNT = 20;

/** Who opens a stream: the session (its token's jti) and the account (its admin's id). */
export interface StreamOwner {
  session: string;
  account: number;
}

export class StreamPlaces {
  private readonly bySession = new Map<string, number>();
  private readonly byAccount = new Map<number, number>();

  /** Why `owner` may open no more streams, or undefined while it has a place left. */
  refusal({ session, account }: StreamOwner): string | undefined {
    if ((this.bySession.get(session) ?? 0) >= STREAMS_PER_SESSION) return TOO_MANY_SESSION_STREAMS;
    if ((this.byAccount.get(account) ?? 0) >= STREAMS_PER_ACCOUNT) return TOO_MANY_ACCOUNT_STREAMS;
    return undefined;
  }

  /** Takes a place for `owner`, who must have one left; answers what frees it, once. */
  take({ session, account }: StreamOwner): () => void {
    add(this.bySession, session, 1);
    add(this.byAccount, account, 1);
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      add(this.bySession, session, -1);
      add(this.byAccount, account, -1);
    };
  }
}

/** Adds `by` to `key`'s count, forgetting a key whose count is back to none. */
function add<K>(counts: Map<K, number>, key: K, by: number): void {
  const count = (counts.get(key) ?? 0) + by;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}
