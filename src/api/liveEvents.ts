/**
 * Lists that stay current (docs/api.md#live-changes): the reference server's GET /admin/events,
 * read with fetch so that the admin's token travels in the Authorization header, each change told
 * as the cache tags it makes stale. After a drop it reconnects with Last-Event-ID, missing
 * nothing, waiting longer after each failure in a row; it stops when told to, when the server
 * refuses the session (401: it has ended), or when it refuses the stream (another 4xx). A 429
 * (the session's streams are all open, one perhaps still closing: docs/api.md#live-changes) is a
 * failure like a drop, retried after the wait.
 */
import type { LiveEvent } from '../../contract/events';
import { LIVE_ENTITIES, LIVE_ENTITY_CACHE_TAGS } from '../../contract/resources';
import { API_PATHS } from './endpoints';
import { createEventStreamParser } from './eventStreamParser';
import { listTag, shownInTags } from './tags';

/** The cache tags a change makes stale: its items', its list's and those of the views showing it. */
export function staleTags({ entity, entityId, entityIds = [] }: LiveEvent) {
  const type = LIVE_ENTITY_CACHE_TAGS[entity];
  const ids = entityId === null ? entityIds : [entityId];
  // The lists tag their rows with the ids they answer, numbers.
  const items = ids.map((id) => ({ type, id: /^\d+$/.test(id) ? Number(id) : id }));
  return [...items, listTag(type), ...shownInTags(type)];
}

export interface LiveEventsOptions {
  apiBaseUrl: string;
  token: string;
  onChange: (event: LiveEvent) => void;
  /** The server refused the token: the session has ended. */
  onSessionEnded: () => void;
  /** The wait before the next attempt after `failures` in a row (0: the stream had opened). */
  retryDelayMs?: (failures: number) => number;
}

/** 1 s after a stream that had opened, then twice as long after each failure, up to 30 s. */
export const retryDelay = (failures: number) => Math.min(30_000, 1000 * 2 ** failures);

/** A change this app knows how to tell, or undefined (a newer server's entity, a bad line). */
function changeOf(data: string): LiveEvent | undefined {
  try {
    const event = JSON.parse(data) as LiveEvent;
    return LIVE_ENTITIES.some((entity) => entity === event.entity) ? event : undefined;
  } catch {
    return undefined;
  }
}

type Outcome = 'opened' | 'failed' | 'session ended' | 'refused';

/** One response of the stream, read to its end; answers how it went and the last id. */
async function readStream(
  { apiBaseUrl, token, onChange }: LiveEventsOptions,
  lastEventId: string,
  signal: AbortSignal,
): Promise<{ outcome: Outcome; lastEventId: string }> {
  const headers: Record<string, string> = {
    Accept: 'text/event-stream',
    Authorization: `Bearer ${token}`,
  };
  if (lastEventId !== '') headers['Last-Event-ID'] = lastEventId;
  const response = await fetch(`${apiBaseUrl}${API_PATHS.events}`, {
    headers,
    signal,
    cache: 'no-store',
  }).catch(() => undefined);
  if (response?.status === 401) return { outcome: 'session ended', lastEventId };
  if (response && response.status >= 400 && response.status < 500 && response.status !== 429) {
    return { outcome: 'refused', lastEventId };
  }
  if (!response?.ok || !response.body) return { outcome: 'failed', lastEventId };

  const parser = createEventStreamParser(({ data }) => {
    const change = changeOf(data);
    if (change) onChange(change);
  }, lastEventId);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  // A drop ends the read as the end of the stream does: either way, reconnect.
  for (;;) {
    const chunk = await reader.read().catch(() => undefined);
    if (!chunk || chunk.done) break;
    parser.feed(decoder.decode(chunk.value, { stream: true }));
  }
  return { outcome: 'opened', lastEventId: parser.lastEventId };
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Follows the stream until the answer's function is called (see the module's comment). */
export function followLiveEvents(options: LiveEventsOptions): () => void {
  const { retryDelayMs = retryDelay, onSessionEnded } = options;
  const abort = new AbortController();
  const { signal } = abort;
  void (async () => {
    let lastEventId = '';
    let failures = 0;
    while (!signal.aborted) {
      const read = await readStream(options, lastEventId, signal);
      if (signal.aborted || read.outcome === 'refused') return;
      if (read.outcome === 'session ended') return onSessionEnded();
      lastEventId = read.lastEventId;
      failures = read.outcome === 'opened' ? 0 : failures + 1;
      await wait(retryDelayMs(failures), signal);
    }
  })();
  return () => abort.abort();
}
