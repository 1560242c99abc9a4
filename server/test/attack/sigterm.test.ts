/**
 * A graceful stop under load, as an orchestrator stops a server, five times over
 * (docs/security.md): the real server (main.ts in a child process, on a data folder, or
 * on a database with TEST_DATABASE_URL set) takes a stream of concurrent creates over HTTP, gets
 * SIGTERM in the middle of it, and must finish what it had started and exit 0 promptly; each
 * restart on the same store holds every create acknowledged before.
 */
import http from 'node:http';

import { dataUrl, pngOfSize } from '../support/images';
import { reportFigure } from '../support/figures';
import { postOver, signedInTo, STARTUP_TIMEOUT_MS, type SignedIn } from '../support/serverProcess';
import { useServerStore } from '../support/serverStore';

const EMAIL = 'admin@example.com';
const PASSWORD = 'shutdown test password';
const ROUNDS = 5;
const WORKERS = 8;
/** Creates acknowledged before the signal: enough that the server is busy when it comes. */
const BEFORE_SIGNAL = 40;
// Large enough that a body takes several reads to arrive, so some are under way at the signal.
const IMAGE = dataUrl('image/png', pngOfSize(512 * 1024));

const store = useServerStore('shutdown');

async function startServer(): Promise<SignedIn> {
  const server = store.spawn({
    SEED: 'none',
    ADMIN_PASSWORD: PASSWORD,
    // The rounds sign in more than the default 10 times a minute on a quick machine, and the
    // count outlives a restart (it is in the database).
    LOGIN_RATE_LIMIT: '1000',
    // The request log, to see when a request has reached the server.
    LOG_LEVEL: 'info',
  });
  return signedInTo(server, EMAIL, PASSWORD);
}

interface Outcome {
  title: string;
  answeredAfterSignal: boolean;
  /** The HTTP status, or the network error's code when there was no answer. */
  status: number | string;
  id?: number;
}

const waitFor = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

/**
 * One round on a started server: load, SIGTERM, the checks of its stop. Answers the creates it
 * acknowledged.
 */
async function sigtermRound({ server, url, token }: SignedIn, round: number): Promise<Outcome[]> {
  const agents = Array.from({ length: WORKERS + 1 }, () => new http.Agent({ keepAlive: true }));
  const outcomes: Outcome[] = [];
  let signalledAt: number | undefined;
  const acknowledged = () => outcomes.filter((outcome) => outcome.status === 201);

  // Each worker creates one notification after another. After the signal, half of them go on
  // until the server stops answering (clients that do not know); the other half stop sending
  // but keep their connection open (a load balancer that has taken the server out of its
  // rotation): the server must not wait for those idle connections to time out.
  const worker = async (w: number) => {
    for (let i = 0; ; i += 1) {
      const outcome: Outcome = {
        title: `round ${round} worker ${w} create ${i}`,
        answeredAfterSignal: false,
        status: 0,
      };
      outcomes.push(outcome);
      try {
        const body = { title: outcome.title, description: '.', type: 'info', noticeTo: 'all' };
        const response = await postOver(`${url}/admin/notification/create`, {
          agent: agents[w],
          body: { ...body, image: IMAGE },
          headers: { authorization: `Bearer ${token}` },
        });
        outcome.status = response.status;
        outcome.id = (response.body.notification as { id: number } | undefined)?.id;
      } catch (error) {
        outcome.status = (error as NodeJS.ErrnoException).code ?? String(error);
      }
      outcome.answeredAfterSignal = signalledAt !== undefined;
      if (outcome.status !== 201 || (signalledAt !== undefined && w % 2 === 1)) return;
    }
  };

  // A sign-in under way at the signal: it hashes the password off the main thread for a
  // tenth of a second, so the server is certainly in the middle of it when the signal comes.
  const signal = async () => {
    await waitFor(() => acknowledged().length >= BEFORE_SIGNAL);
    const login = postOver(`${url}/admin/admin-login`, {
      agent: agents[WORKERS],
      body: { email: EMAIL, password: PASSWORD },
      headers: { 'x-request-id': 'in-flight-login' },
    });
    await waitFor(() => /"reqId":"in-flight-login".*"incoming request"/.test(server.stderr()));
    signalledAt = Date.now();
    server.child.kill('SIGTERM');
    return login;
  };

  const [login] = await Promise.all([
    signal(),
    ...Array.from({ length: WORKERS }, (_, w) => worker(w)),
  ]);
  expect(login.status).toBe(200);

  expect(await server.exited).toBe(0);
  // Well within the 10 s a container runtime gives before SIGKILL: the connections left open
  // and idle are closed at once, not after their keep-alive time-out (72 s).
  expect(Date.now() - (signalledAt ?? 0)).toBeLessThan(10_000);
  expect(server.stderr()).not.toContain('closing the connections still open');
  for (const agent of agents) agent.destroy();

  // Before the signal every create succeeded; after it, a create was either finished (201),
  // turned away (503), or found the server gone (no connection): nothing else.
  for (const outcome of outcomes) {
    const allowed = outcome.answeredAfterSignal ? [201, 503, 'ECONNREFUSED', 'ECONNRESET'] : [201];
    expect({ ...outcome, allowed: allowed.includes(outcome.status) }).toMatchObject({
      allowed: true,
    });
  }

  return acknowledged();
}

/** The notifications a started server lists, id → title. */
async function listed({ url, token }: SignedIn): Promise<Map<number, string>> {
  const list = await fetch(`${url}/admin/notification/all`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { notifications } = (await list.json()) as {
    notifications: Array<{ id: number; title: string }>;
  };
  return new Map(notifications.map(({ id, title }) => [id, title]));
}

test(
  'SIGTERM under load, five times: finishes what it started, exits 0, keeps every create it acknowledged',
  async () => {
    const acknowledged: Outcome[] = [];
    let current = await startServer();
    for (let round = 1; round <= ROUNDS; round += 1) {
      acknowledged.push(...(await sigtermRound(current, round)));
      // Each restart holds every create acknowledged in the rounds before.
      current = await startServer();
      const kept = await listed(current);
      expect(acknowledged.filter(({ id, title }) => kept.get(id ?? 0) !== title)).toEqual([]);
    }
    current.server.child.kill('SIGTERM');
    expect(await current.server.exited).toBe(0);
    reportFigure(
      `sigterm: ${ROUNDS} SIGTERMs under load, ${acknowledged.length} acknowledged creates, 0 lost, every stop within 10 s with exit 0`,
    );
  },
  (2 * ROUNDS + 2) * STARTUP_TIMEOUT_MS,
);
