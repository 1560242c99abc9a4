/**
 * No lost updates across replicas (docs/api.md#versions): two servers on one PostgreSQL database
 * are each asked, at the same moment, to change one banner read at the same version. The row
 * lock makes them take turns; exactly one write applies, the other answers 409 with the winner's
 * banner, and the database holds the winner's change. Runs when TEST_DATABASE_URL names a
 * PostgreSQL server (scripts/pg/throwaway.sh makes one).
 */
import { bannerCase } from './cases/bannerCase';
import { describeOnPostgres, useReplicas } from './support/replicas';
import { loginOver } from './support/serverProcess';

const ADMIN_EMAIL = 'admin@example.com';
/** Races run, each on a new banner. */
const ROUNDS = 8;

interface Banner {
  id: number;
  title: string;
  status: string;
  version: number;
}

describeOnPostgres('two servers racing one banner', () => {
  const replicas = useReplicas({
    ADMIN_EMAIL,
    SEED: 'none',
  });
  let token = '';

  beforeAll(async () => {
    token = await loginOver(replicas.all[0]?.url ?? '', ADMIN_EMAIL, replicas.password);
  });

  /** A request to replica `which`, its If-Match the version `tag` when given. */
  const call = async (
    which: number,
    method: string,
    route: string,
    body?: object,
    tag?: string,
  ) => {
    const response = await fetch(`${replicas.all[which]?.url}/admin/banner${route}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(tag && { 'if-match': tag }),
        ...(body && { 'content-type': 'application/json' }),
      },
      ...(body && { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const stored = async (id: number) =>
    (await call(1, 'GET', `/${id}`)).body.banner as Banner | undefined;

  /** Both replicas send their write for a new banner at once; answers the two replies. */
  async function race(writes: (id: number, which: number) => [string, string, object?]) {
    const created = await call(0, 'POST', '/create', bannerCase.valid({ title: 'Shared' }));
    const { id } = created.body.banner as Banner;
    const replies = await Promise.all(
      [0, 1].map((which) => {
        const [method, route, body] = writes(id, which);
        return call(which, method, route, body, '"1"');
      }),
    );
    const winner = replies.findIndex(({ status }) => status === 200);
    return { id, replies, winner, loser: replies[1 - winner] };
  }

  it("two updates: one applies, the other 409s with it, and the winner's title is stored", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { id, replies, winner, loser } = await race((id, which) => [
        'PUT',
        `/update/${id}`,
        bannerCase.valid({ title: `Edited on replica ${which}`, bannerImageDesktop: undefined }),
      ]);
      expect(replies.map(({ status }) => status).sort()).toEqual([200, 409]);
      const banner = await stored(id);
      expect(banner).toMatchObject({ title: `Edited on replica ${winner}`, version: 2 });
      expect(loser?.body).toMatchObject({
        current: banner,
        changedBy: { email: ADMIN_EMAIL },
        changedAt: expect.any(String),
      });
    }
  });

  it('a status change and a delete: exactly one applies, the other refused as the banner now is', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { id, replies, winner } = await race((id, which) =>
        which === 0
          ? ['PUT', `/status/${id}`, { status: 'inactive' }]
          : ['DELETE', `/delete/${id}`],
      );
      const banner = await stored(id);
      // Switched first, the delete was read at an older version; deleted first, there is none.
      const outcome =
        winner === 0
          ? {
              statuses: [200, 409],
              banner: expect.objectContaining({ status: 'inactive', version: 2 }),
            }
          : { statuses: [404, 200], banner: undefined };
      expect({ statuses: replies.map(({ status }) => status), banner }).toEqual(outcome);
    }
  });
});
