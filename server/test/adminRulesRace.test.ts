/**
 * The admin-account writes check who makes them again inside their own transaction
 * (docs/api.md#admin-accounts): a Super Admin demoted after the guard and the permission check
 * let their request through, but before its write, gets the 403 an Admin gets, and nothing
 * changes.
 */
import type { HTTPMethods } from 'fastify';

import type { Db } from '../src/db/types';
import { forbiddenMessage, type PermissionAction } from '../../contract/roles';
import { useSignedInApp } from './support/lifecycle';
import { addMember, as } from './support/team';
import { buildTestApp, failure } from './support/testApp';

const server = useSignedInApp();
const superAdmin = () => as(server.app, server.token);

let racers = 0;

/**
 * Makes `write` as a new Super Admin, on a server whose first transaction begins only once that
 * admin has been demoted through the other server: after the write's guard and permission check,
 * before the write itself.
 */
type Write = (target: number) => [HTTPMethods, string, object?];

async function demotedDuring(write: Write) {
  racers += 1;
  const racer = { name: 'Racer', email: `racer${racers}@example.com` };
  const { account, token } = await addMember(
    server.app,
    server.token,
    { ...racer, role: 'Super Admin' },
    { ownPassword: true },
  );
  const target = await addMember(server.app, server.token, {
    name: 'Target',
    email: `target${racers}@example.com`,
    role: 'Admin',
  });
  let demote: (() => Promise<void>) | undefined = async () => {
    const demoted = await superAdmin()('PUT', `/admin/admins/${account.id}`, {
      ...racer,
      role: 'Admin',
    });
    expect(demoted.statusCode).toBe(200);
  };
  const racing: Db = {
    ...server.db,
    transaction: async (fn) => {
      const now = demote;
      demote = undefined;
      await now?.();
      return server.db.transaction(fn);
    },
  };
  const app = buildTestApp(racing);
  try {
    const [method, url, body] = write(target.account.id);
    const response = await as(app, token)(method, url, body);
    expect(demote).toBeUndefined();
    return { response, target: target.account };
  } finally {
    await app.close();
  }
}

const forbidden = (action: PermissionAction) =>
  failure({ success: false, message: forbiddenMessage('Admin', 'admins', action) });

it('creates no account, answering the 403 an Admin gets', async () => {
  const { response } = await demotedDuring(() => [
    'POST',
    '/admin/admins',
    { name: 'Sneaked In', email: 'sneaked@example.com', role: 'Super Admin' },
  ]);
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: 403,
    body: forbidden('create'),
  });
  const rows = await server.db.query("SELECT id FROM admins WHERE email = 'sneaked@example.com'");
  expect(rows).toEqual([]);
});

it('changes, resets and deletes no account, answering the 403 an Admin gets', async () => {
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
    ['delete', (id: number) => ['DELETE', `/admin/admins/${id}`]],
  ];
  for (const [action, write] of writes) {
    const { response, target } = await demotedDuring(write);
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 403,
      body: forbidden(action),
    });
    const now = await superAdmin()('GET', `/admin/admins/${target.id}`);
    expect(now.json()).toMatchObject({ admin: { ...target, lastSignInAt: expect.any(String) } });
  }
});
