/**
 * The admin accounts (docs/api.md#admin-accounts): created with a one-time password shown once,
 * which the new admin must replace before anything else; read, changed with If-Match and
 * deleted by a Super Admin, each with its activity entry and never a password in it.
 */
import { verifyPassword } from '../src/auth/password';
import type { AdminAccount } from '../../contract/admins';
import { useSignedInApp } from './support/lifecycle';
import { accountTrail, addMember, as, memberOnOwnPassword, OWN_PASSWORD } from './support/team';
import { ADMIN, answer, badRequest, failure, login, profileOf } from './support/testApp';

const server = useSignedInApp();
const superAdmin = () => as(server.app, server.token);

const ACCOUNT = { name: 'Meera Shah', email: 'meera@example.com', role: 'Admin' } as const;

const trailOf = (id: number) => accountTrail(server.db, id);

it('creates an account whose one-time password is answered once, stored only as a hash', async () => {
  const response = await superAdmin()('POST', '/admin/admins', ACCOUNT);
  expect(response.statusCode).toBe(201);
  const { admin, oneTimePassword, message } = response.json<{
    admin: AdminAccount;
    oneTimePassword: string;
    message: string;
  }>();
  expect(message).toBe('Admin created successfully!');
  expect(admin).toEqual({
    id: expect.any(Number),
    ...ACCOUNT,
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    lastSignInAt: null,
    disabled: false,
    mustSetPassword: true,
    twoFactor: false,
    version: 1,
  });
  expect(oneTimePassword).toMatch(/^[A-Za-z0-9_-]{12,}$/);
  expect(response.headers['cache-control']).toBe('no-store');

  const [stored] = await server.db.query<{ row: string; hash: string }>(
    'SELECT admins::text AS row, password_hash AS hash FROM admins WHERE id = $1',
    [admin.id],
  );
  expect(stored?.row).not.toContain(oneTimePassword);
  await expect(verifyPassword(oneTimePassword, stored?.hash ?? '')).resolves.toBe(true);
  const read = await superAdmin()('GET', `/admin/admins/${admin.id}`);
  expect(read.json()).toEqual({ success: true, message: 'Admin fetched successfully.', admin });
  const after = { ...ACCOUNT, disabled: false };
  expect(await trailOf(admin.id)).toEqual([{ action: 'create', before: null, after }]);
});

it('refuses a second account with an email already taken, in any case', async () => {
  const response = await superAdmin()('POST', '/admin/admins', {
    ...ACCOUNT,
    email: 'MEERA@example.com',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual(badRequest('An admin with this email already exists.', 'email'));
});

it('makes a new admin set their own password before anything else, then holds them to their role', async () => {
  const ravi = { name: 'Ravi Iyer', email: 'ravi@example.com' };
  const member = await addMember(server.app, server.token, { ...ravi, role: 'Admin' });
  const asMember = as(server.app, member.token);
  const profile = await asMember('GET', '/admin/profile');
  expect(profile.json()).toEqual(
    profileOf(member.account.id, ravi, { role: 'Admin', mustSetPassword: true }),
  );
  for (const [method, url] of [
    ['GET', '/admin/users'],
    ['GET', '/admin/notification/all'],
    ['POST', '/admin/profile/end-other-sessions'],
  ] as const) {
    const refused = await asMember(method, url);
    expect({ url, ...answer(refused) }).toEqual({
      url,
      status: 403,
      body: failure({ success: false, message: 'Set your own password first.' }),
    });
  }

  const set = await asMember('PUT', '/admin/profile/password', {
    currentPassword: member.oneTimePassword,
    newPassword: OWN_PASSWORD,
  });
  expect(set.statusCode).toBe(200);
  const { token } = set.json<{ token: string }>();
  expect((await asMember('GET', '/admin/profile')).statusCode).toBe(401);
  const asOwn = as(server.app, token);
  expect((await asOwn('GET', '/admin/users')).statusCode).toBe(200);
  const forbidden = await asOwn('GET', '/admin/admins');
  expect(forbidden.statusCode).toBe(403);
  expect(forbidden.json()).toEqual(
    failure({ success: false, message: 'An Admin may not view admin accounts.' }),
  );
  await expect(
    login(server.app, { email: 'ravi@example.com', password: member.oneTimePassword }),
  ).rejects.toThrow('Invalid credentials');

  const read = await superAdmin()('GET', `/admin/admins/${member.account.id}`);
  expect(read.json<{ admin: AdminAccount }>().admin).toMatchObject({
    mustSetPassword: false,
    version: 2,
    lastSignInAt: expect.any(String),
  });
  expect((await trailOf(member.account.id)).map(({ action }) => action)).toEqual([
    'create',
    'password-set',
  ]);
});

it('changes an account read at its version, and refuses a stale one with who changed it', async () => {
  const { account } = await addMember(server.app, server.token, {
    name: 'Anil Rao',
    email: 'anil@example.com',
    role: 'Admin',
  });
  const url = `/admin/admins/${account.id}`;
  const body = { name: 'Anil K. Rao', email: 'anil@example.com', role: 'Admin' };
  const updated = await superAdmin()('PUT', url, body, { 'if-match': '"1"' });
  expect(updated.json()).toEqual({
    success: true,
    message: 'Admin updated successfully!',
    admin: { ...account, name: 'Anil K. Rao', version: 2, lastSignInAt: expect.any(String) },
  });

  const stale = await superAdmin()('PUT', url, { ...body, name: 'Lost' }, { 'if-match': '"1"' });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({
    success: false,
    current: { name: 'Anil K. Rao', version: 2 },
    changedBy: { email: ADMIN.email },
    changedAt: expect.any(String),
  });
  const staleDelete = await superAdmin()('DELETE', url, undefined, { 'if-match': '"1"' });
  expect(staleDelete.statusCode).toBe(409);
  expect((await superAdmin()('GET', url)).json<{ admin: AdminAccount }>().admin.name).toBe(
    'Anil K. Rao',
  );

  const trail = await trailOf(account.id);
  expect(trail.at(-1)).toEqual({
    action: 'update',
    before: { name: 'Anil Rao' },
    after: { name: 'Anil K. Rao' },
  });
  const deleted = await superAdmin()('DELETE', url, undefined, { 'if-match': '"2"' });
  expect(deleted.json()).toEqual({ success: true, message: 'Admin deleted successfully!' });
  expect((await superAdmin()('GET', url)).statusCode).toBe(404);
  expect((await trailOf(account.id)).at(-1)).toEqual({
    action: 'delete',
    before: { name: 'Anil K. Rao', email: 'anil@example.com', role: 'Admin', disabled: false },
    after: null,
  });
});

it('resets a password: a new one-time one, the old sessions ended, the account to set its own again', async () => {
  const member = await memberOnOwnPassword(server, 'Kiran Das', 'kiran@example.com');
  const reset = await superAdmin()('POST', `/admin/admins/${member.account.id}/reset-password`);
  const { message, admin, oneTimePassword } = reset.json<{
    message: string;
    admin: AdminAccount;
    oneTimePassword: string;
  }>();
  expect({
    message,
    mustSetPassword: admin.mustSetPassword,
    cache: reset.headers['cache-control'],
  }).toEqual({ message: 'Password reset.', mustSetPassword: true, cache: 'no-store' });
  expect((await as(server.app, member.token)('GET', '/admin/users')).statusCode).toBe(401);
  await expect(
    login(server.app, { email: 'kiran@example.com', password: OWN_PASSWORD }),
  ).rejects.toThrow('Invalid credentials');
  const again = await login(server.app, { email: 'kiran@example.com', password: oneTimePassword });
  expect((await as(server.app, again)('GET', '/admin/users')).statusCode).toBe(403);
  expect((await trailOf(member.account.id)).at(-1)).toEqual({
    action: 'password-reset',
    before: null,
    after: null,
  });
});
