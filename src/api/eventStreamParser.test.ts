import { createEventStreamParser, type ParsedEvent } from './eventStreamParser';

/** The events dispatched while reading `chunks` in turn, and the last event id after them. */
function read(chunks: readonly string[], lastEventId?: string) {
  const events: ParsedEvent[] = [];
  const parser = createEventStreamParser((event) => events.push(event), lastEventId);
  for (const chunk of chunks) parser.feed(chunk);
  return { events, lastEventId: parser.lastEventId };
}

describe('createEventStreamParser', () => {
  it('dispatches an event at each blank line, with the id it carries', () => {
    expect(read(['id: 1\ndata: {"a":1}\n\nid: 2\ndata: {"a":2}\n\n'])).toEqual({
      events: [
        { data: '{"a":1}', lastEventId: '1' },
        { data: '{"a":2}', lastEventId: '2' },
      ],
      lastEventId: '2',
    });
  });

  it('reads an event cut anywhere across chunks, a CRLF between its halves included', () => {
    const whole = 'id: 7\r\ndata: one\r\n\r\n';
    for (let cut = 1; cut < whole.length; cut += 1) {
      expect(read([whole.slice(0, cut), whole.slice(cut)]).events).toEqual([
        { data: 'one', lastEventId: '7' },
      ]);
    }
  });

  it('ends lines at CR alone too, and joins data lines with LF', () => {
    expect(read(['data: first\rdata: second\r\r']).events).toEqual([
      { data: 'first\nsecond', lastEventId: '' },
    ]);
  });

  it('passes over comments, other fields and a block without data, whose id it keeps', () => {
    const { events, lastEventId } = read([': heartbeat\n\nid: 41\n\nevent: x\nretry: 5\n\n']);
    expect(events).toEqual([]);
    expect(lastEventId).toBe('41');
  });

  it('keeps the id it started from until the stream gives another, and drops a leading BOM', () => {
    expect(read(['\uFEFFdata: a\n\n'], '9')).toEqual({
      events: [{ data: 'a', lastEventId: '9' }],
      lastEventId: '9',
    });
  });

  it('takes a value without the space after the colon, and a field without a colon as empty', () => {
    expect(read(['data:x\ndata\n\n']).events).toEqual([{ data: 'x\n', lastEventId: '' }]);
  });
});
