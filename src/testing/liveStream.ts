/**
 * GET /admin/events (docs/api.md#live-changes) as a stream each test writes to: the changes it
 * sends, when it sends them, and the end of a response.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from './handlers';
import { server } from './server';

const encoder = new TextEncoder();

/** One change as the stream tells it: its id, the entity, and the item's id. */
export const change = (id: number, entity: string, entityId = '1') =>
  `id: ${id}\ndata: ${JSON.stringify({ entity, action: 'create', entityId, at: '2026-11-26T10:00:00.000Z' })}\n\n`;

/** The stream answers each request with a body the test writes to and ends. */
export function streamedEvents() {
  const requests: Request[] = [];
  const bodies: ReadableStreamDefaultController<Uint8Array>[] = [];
  server.use(
    http.get(`${API}/admin/events`, ({ request }) => {
      requests.push(request);
      const body = new ReadableStream<Uint8Array>({ start: (writer) => void bodies.push(writer) });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  const last = () => bodies[bodies.length - 1];
  return {
    requests,
    send: (text: string) => last()?.enqueue(encoder.encode(text)),
    end: () => last()?.close(),
  };
}

/** A kept list's screen as the live changes reach it (docs/api.md#live-changes). */
interface LiveListCase {
  /** Shows the list, from a backend already serving it. */
  render: () => Promise<unknown>;
  /** Its items' entity, and another's, whose changes it does not show. */
  entity: string;
  other: string;
  /** Adds an item to the backend's list, shown as a row named `row`. */
  add: () => void;
  row: RegExp;
  /** How often the backend was asked for the list. */
  loads: () => number;
}

/** The list reloads when a colleague changes one of its items, and not for another entity's change. */
export async function reloadsOnLiveChange({
  render,
  entity,
  other,
  add,
  row,
  loads,
}: LiveListCase) {
  const stream = streamedEvents();
  await render();
  await waitFor(() => expect(stream.requests).toHaveLength(1));
  stream.send(change(1, other));
  add();
  stream.send(change(2, entity, '3'));
  expect(await screen.findByRole('row', { name: row })).toBeInTheDocument();
  expect(loads()).toBe(2);
}
