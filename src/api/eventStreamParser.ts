/**
 * A reader of Server-Sent Events as the HTML standard parses them ("interpreting an event
 * stream"), for a stream read with fetch: EventSource cannot send the admin's Authorization
 * header. Lines end with CRLF, LF or CR, and a chunk may end anywhere, a CRLF's halves included;
 * `data:` lines join with LF; an event is dispatched at a blank line when it has data; `id:`
 * sets the last event id, kept across events, even from a block without data; comments and
 * other fields are passed over. Written here because the npm parsers forget the id of a block
 * without data, which is what a fresh stream's first line is (docs/api.md#live-changes).
 */
export interface ParsedEvent {
  data: string;
  /** The last event id at the event's dispatch. */
  lastEventId: string;
}

export interface EventStreamParser {
  /** Reads a decoded chunk, dispatching the events it completes. */
  feed(chunk: string): void;
  /** The last event id seen: what Last-Event-ID sends on a reconnection ('' for none). */
  readonly lastEventId: string;
}

/** A parser for one response; `lastEventId` carries over the one of the response before. */
export function createEventStreamParser(
  onEvent: (event: ParsedEvent) => void,
  initialLastEventId = '',
): EventStreamParser {
  let pending = '';
  let data: string[] = [];
  let lastEventId = initialLastEventId;
  let started = false;
  let afterCR = false;

  function readLine(line: string): void {
    if (line === '') {
      if (data.length > 0) onEvent({ data: data.join('\n'), lastEventId });
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
  }

  return {
    feed(chunk) {
      // The LF of a CRLF whose CR ended the chunk before is no line of its own.
      const rest = afterCR && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
      if (chunk !== '') afterCR = false;
      pending += started ? rest : rest.replace(/^\uFEFF/, '');
      if (pending !== '') started = true;
      for (;;) {
        const end = pending.search(/[\r\n]/);
        if (end === -1) return;
        const line = pending.slice(0, end);
        afterCR = pending[end] === '\r' && end === pending.length - 1;
        pending = pending.slice(end + (pending.startsWith('\r\n', end) ? 2 : 1));
        readLine(line);
      }
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
