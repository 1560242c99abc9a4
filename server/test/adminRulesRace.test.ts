/**
 * The admin-account writes check who makes them again inside their own transaction
 * (docs/api.md#admin-accounts): a Super Admin demoted after the guard and the permission check
 * let their request through, but before its write, gets the 403 an Admin gets, and nothing
 * changes.
 */
import type { HTTPMethods } from 'fastify';

import { forbiddenMessage, type PermissionAction } from '../../contract/roles';
import { useSignedInApp } from './support/lifecycle';
import { addMember, as, memberOnOwnPassword } from './support/team';
import { during } from './support/racing';
import { answer, failure } from './support/testApp';
import { TEST_DATABASE_URL } from './support/testDb';

const server = useSignedInApp();
const superAdmin = () => as(server.app, server.token);

let racers = 0;

/** A new Super Admin, signed in with a password of their own. */
async function newRacer() {
  racers += 1;
  const racer = { name: 'Racer', email: `racer${racers}@example.com` };
  const member = await memberOnOwnPassword(server, racer.name, racer.email, 'Super Admin');
  return { ...member, racer };
}

type Write = (target: number) => [HTTPMethods, string, object?];

/**
 * Makes `write` as a new Super Admin, on a server whose first transaction begins only once that
 * admin has been demoted through the other server: after the write's guard and permission check,
 * before the write itself.
 */
async function demotedDuring(write: Write) {
  const { account, token, racer } = await newRacer();
  const target = await addMember(server.app, server.token, {
    name: 'Target',
    email: `target${racers}@example.com`,
    role: 'Admin',
  });
  const demote = async () => {
    const demoted = await superAdmin()('PUT', `/admin/admins/${account.id}`, {
      ...racer,
      role: 'Admin',
    });
    expect(demoted.statusCode).toBe(200);
  };
  return during(server.db, demote, async (app) => {
    const [method, url, body] = write(target.account.id);
    const response = await as(app, token)(method, url, body);
    return { response, target: target.account };
  });
}

const forbidden = (action: PermissionAction) =>
  failure({ success: false, message: forbiddenMessage('Admin', 'admins', action) });

it('creates no account, answering the 403 an Admin gets', async () => {
  const { response } = await demotedDuring(() => [
    'POST',
    '/admin/admins',
    { name: 'Sneaked In', email: 'sneaked@example.com', role: 'Super Admin' },
  ]);
  expect(answer(response)).toEqual({ status: 403, body: forbidden('create') });
  const rows = await server.db.query("SELECT id FROM admins WHERE email = 'sneaked@example.com'");
  expect(rows).toEqual([]);
});

it('changes, resets and deletes no account, nor requires two-factor, answering the 403 an Admin gets', async () => {
  const writes: Array<[PermissionAction, Write]> = [
    [
      'update',
      (id: number) => [
        'PUT',
        `/admin/admins/${id}`,
        { name: 'Renamed', email: `renamed${id}@example.com`, role: 'Super Admin' },
      ],
    ],
    ['update', (id: number) => ['POST', `/admin/admins/${id}/reset-password`]],
    ['update', (id: number) => ['POST', `/admin/admins/${id}/reset-two-factor`]],
    ['update', () => ['PUT', '/admin/admins/two-factor', { required: false }]],
    ['delete', (id: number) => ['DELETE', `/admin/admins/${id}`]],
  ];
  for (const [action, write] of writes) {
    const { response, target } = await demotedDuring(write);
    expect(answer(response)).toEqual({ status: 403, body: forbidden(action) });
    const now = await superAdmin()('GET', `/admin/admins/${target.id}`);
    expect(now.json()).toMatchObject({ admin: { ...target, lastSignInAt: expect.any(String) } });
  }
  const trail = await superAdmin()('GET', '/admin/activity?entity=admin&pageSize=100');
  const actions = trail.json<{ activity: { action: string }[] }>().activity.map((e) => e.action);
  expect(actions).not.toContain('two-factor-reset');
  expect(actions).not.toContain('two-factor-required');
});

/** Whether a statement of another connection is waiting for a row lock. */
async function someoneWaitsForALock(): Promise<boolean> {
  const rows = await server.db.query(
    `SELECT 1 FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FOR UPDATE%'`,
  );
  return rows.length > 0;
}

// Two transactions at once need a database server: PGlite runs one at a time.
(TEST_DATABASE_URL ? it : it.skip)(
  'makes a create wait for a demotion being written at the same moment, then refuses it',
  async () => {
    const { account, token } = await newRacer();
    let demoted = () => {};
    const committing = new Promise<void>((resolve) => (demoted = resolve));
    let locked = () => {};
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const demotion = server.db.transaction(async (tx) => {
      await tx.write(`UPDATE admins SET role = 'Admin', sessions_ended_at = now() WHERE id = $1`, [
        account.id,
      ]);
      locked();
      await committing;
    });
    await holding;
    // The guard reads the role as committed: still a Super Admin's, so the create goes ahead.
    const create = as(server.app, token)('POST', '/admin/admins', {
      name: 'Sneaked In Too',
      email: 'sneaked-too@example.com',
      role: 'Super Admin',
    });
    let answered = false;
    void create.then(() => (answered = true));
    while (!answered && !(await someoneWaitsForALock())) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const waited = !answered;
    demoted();
    await demotion;
    const response = await create;
    expect({ waited, ...answer(response) }).toEqual({
      waited: true,
      status: 403,
      body: forbidden('create'),
    });
  },
);
