import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { renderWithProviders, signedIn } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { change, streamedEvents } from '@/testing/liveStream';
import { makeJwt } from '@/testing/tokens';
import { baseApi } from './baseApi';
import { followLiveEvents, retryDelay, staleTags } from './liveEvents';
import { sessionExpired } from './session';
import { listTag } from './tags';
import { useLiveEvents } from './useLiveEvents';

const EVENTS = `${API}/admin/events`;
const TOO_MANY = 'Too many open live-change streams for this session.';

/** A list tagged as the notifications' list is, which counts how often it was loaded. */
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    liveProbe: build.query<number, void>({
      query: () => '/admin/notification/all',
      transformResponse: (reply: { loads: number }) => reply.loads,
      providesTags: [listTag('Notification')],
    }),
  }),
});

function Probe() {
  useLiveEvents();
  const { data } = probeApi.useLiveProbeQuery();
  return <p>{`Loaded ${data ?? 0} times`}</p>;
}

function renderProbe() {
  let loads = 0;
  server.use(
    http.get(`${API}/admin/notification/all`, () => HttpResponse.json({ loads: ++loads })),
  );
  return renderWithProviders(<Probe />, { session: signedIn() });
}

describe('useLiveEvents', () => {
  beforeEach(() => {
    window.__BACKOFFICE_CONFIG__ = { screens: 'server' };
  });
  afterEach(() => {
    delete window.__BACKOFFICE_CONFIG__;
  });

  it("reloads a list when a change to its entity arrives, and not for another entity's", async () => {
    const stream = streamedEvents();
    renderProbe();
    expect(await screen.findByText('Loaded 1 times')).toBeInTheDocument();
    await waitFor(() => expect(stream.requests).toHaveLength(1));
    expect(stream.requests[0]?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(stream.requests[0]?.headers.get('accept')).toBe('text/event-stream');

    stream.send(change(1, 'banner'));
    stream.send(change(2, 'notification'));
    expect(await screen.findByText('Loaded 2 times')).toBeInTheDocument();
    stream.send(change(3, 'admin'));
    // A change arrives in order: had the banner's or the admin's reloaded it, it would show 3.
    stream.send(change(4, 'notification'));
    expect(await screen.findByText('Loaded 3 times')).toBeInTheDocument();
  });

  it('stops reading at sign-out', async () => {
    const stream = streamedEvents();
    const { store } = renderProbe();
    expect(await screen.findByText('Loaded 1 times')).toBeInTheDocument();
    await waitFor(() => expect(stream.requests).toHaveLength(1));
    expect(stream.requests[0]?.signal.aborted).toBe(false);
    act(() => void store.dispatch(sessionExpired()));
    await waitFor(() => expect(stream.requests[0]?.signal.aborted).toBe(true));
    // The list, without a session, shows nothing: every update is in before the test ends.
    expect(await screen.findByText('Loaded 0 times')).toBeInTheDocument();
  });

  it('ends the session when the server refuses it', async () => {
    server.use(
      http.get(EVENTS, () =>
        HttpResponse.json(
          { success: false, message: 'Authentication required. Please login again.' },
          { status: 401 },
        ),
      ),
    );
    const { store } = renderProbe();
    await waitFor(() => expect(store.getState().session.jwtToken).toBeNull());
    expect(await screen.findByText('Authentication required. Please login again.')).toBeVisible();
  });

  it('opens no stream against a backend with only the specification (screens: tab)', async () => {
    window.__BACKOFFICE_CONFIG__ = { screens: 'tab' };
    const stream = streamedEvents();
    renderProbe();
    expect(await screen.findByText('Loaded 1 times')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stream.requests).toHaveLength(0);
  });
});

describe('followLiveEvents', () => {
  it('reconnects after a drop with Last-Event-ID, waiting longer after each failure in a row', async () => {
    const requests: Request[] = [];
    const answers = [
      () => new HttpResponse(`${change(5, 'banner', '12')}: heartbeat\n\n`),
      () => new HttpResponse('Busy', { status: 503 }),
      // Too many streams open (one a closing tab has yet to free): a failure like the others.
      () => HttpResponse.json({ success: false, message: TOO_MANY }, { status: 429 }),
      () => HttpResponse.error(),
      () => new HttpResponse(change(6, 'notification', '3')),
    ];
    server.use(
      http.get(EVENTS, ({ request }) => {
        requests.push(request);
        return (answers[requests.length - 1] ?? (() => new HttpResponse(null, { status: 403 })))();
      }),
    );
    const changes: unknown[] = [];
    const waits: number[] = [];
    const stop = followLiveEvents({
      apiBaseUrl: API,
      token: makeJwt(),
      onChange: (event) => changes.push(event),
      onSessionEnded: () => changes.push('session ended'),
      retryDelayMs: (failures) => {
        waits.push(failures);
        return 1;
      },
    });
    try {
      // The sixth answer, a 403, refuses the stream: no seventh attempt.
      await waitFor(() => expect(requests).toHaveLength(6));
      expect(requests.map((request) => request.headers.get('last-event-id'))).toEqual([
        null,
        '5',
        '5',
        '5',
        '5',
        '6',
      ]);
      expect(waits).toEqual([0, 1, 2, 3, 0]);
      expect(changes).toEqual([
        { entity: 'banner', action: 'create', entityId: '12', at: expect.any(String) },
        { entity: 'notification', action: 'create', entityId: '3', at: expect.any(String) },
      ]);
    } finally {
      stop();
    }
  });

  it('waits 1 s after a stream that had opened, doubling after each failure, up to 30 s', () => {
    expect([0, 1, 2, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 16_000, 30_000, 30_000]);
  });
});

it('makes each item of a change to several stale, their list, and the views showing them', () => {
  const change = {
    entity: 'notification',
    action: 'delete',
    at: '2026-11-28T10:00:00.000Z',
  } as const;
  expect(staleTags({ ...change, entityId: null, entityIds: ['3', '4'] })).toEqual([
    { type: 'Notification', id: 3 },
    { type: 'Notification', id: 4 },
    listTag('Notification'),
    listTag('Stats'),
  ]);
  expect(staleTags({ ...change, entityId: '3' })).toEqual([
    { type: 'Notification', id: 3 },
    listTag('Notification'),
    listTag('Stats'),
  ]);
});
