/**
 * Admin accounts behind a load balancer: two servers on one PostgreSQL database. A change made
 * through one ends the admin's sessions on the other at once, and the role the other reads is the
 * new one. Runs when TEST_DATABASE_URL names a PostgreSQL server (scripts/pg/throwaway.sh).
 */
import { describeOnPostgres, useReplicas } from './support/replicas';
import { callOver as call, loginOver } from './support/serverProcess';

const ADMIN_EMAIL = 'owner@example.com';
const ADMIN_PASSWORD = 'the owner of the shop';

describeOnPostgres('admin accounts on two servers', () => {
  const replicas = useReplicas({
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED: 'none',
  });

  it('a role change through one ends the session on the other at once, and holds the new role', async () => {
    const [one = '', other = ''] = replicas.all.map((replica) => replica.url);
    const owner = await loginOver(one, ADMIN_EMAIL, ADMIN_PASSWORD);
    const account = { name: 'Nisha Team', email: 'nisha@example.com', role: 'Super Admin' };
    const created = await call(one, owner, 'POST', '/admin/admins', account);
    const { admin, oneTimePassword } = (await created.json()) as {
      admin: { id: number };
      oneTimePassword: string;
    };
    const first = await loginOver(other, account.email, oneTimePassword);
    const set = await call(other, first, 'PUT', '/admin/profile/password', {
      currentPassword: oneTimePassword,
      newPassword: 'nisha chose this',
    });
    const { token } = (await set.json()) as { token: string };
    expect((await call(one, first, 'GET', '/admin/profile')).status).toBe(401);
    expect((await call(one, token, 'GET', '/admin/admins')).status).toBe(200);

    const demoted = await call(one, owner, 'PUT', `/admin/admins/${admin.id}`, {
      ...account,
      role: 'Admin',
    });
    expect(demoted.status).toBe(200);
    expect((await call(other, token, 'GET', '/admin/profile')).status).toBe(401);
    const again = await loginOver(other, account.email, 'nisha chose this');
    const refused = await call(one, again, 'GET', '/admin/admins');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      message: 'An Admin may not view admin accounts.',
    });
  });
});
