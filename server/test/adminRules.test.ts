/**
 * The rules that keep a team in charge (docs/api.md#admin-accounts), and the sessions a change
 * ends at once: a role change, disabling and deleting each answer 401 to the admin's very next
 * request, with no wait for the clock's next second.
 */
import { useSignedInApp } from './support/lifecycle';
import { addMember, as, memberOnOwnPassword } from './support/team';
import { ADMIN, answer, badRequest, login } from './support/testApp';

const server = useSignedInApp();
const superAdmin = () => as(server.app, server.token);

async function ownId(): Promise<number> {
  const profile = await superAdmin()('GET', '/admin/profile');
  return profile.json<{ id: number }>().id;
}

const self = { name: ADMIN.name, email: ADMIN.email };

it('keeps the last Super Admin from being demoted, disabled or deleted', async () => {
  const url = `/admin/admins/${await ownId()}`;
  const cases = [
    ['PUT', { ...self, role: 'Admin' }, 'The last Super Admin cannot be demoted.'],
    [
      'PUT',
      { ...self, role: 'Super Admin', disabled: true },
      'The last Super Admin cannot be disabled.',
    ],
    ['DELETE', undefined, 'The last Super Admin cannot be deleted.'],
  ] as const;
  for (const [method, body, message] of cases) {
    const response = await superAdmin()(method, url, body);
    expect({ message, ...answer(response) }).toEqual({
      message,
      status: 400,
      body: badRequest(message),
    });
  }
  expect((await superAdmin()('GET', '/admin/profile')).json()).toMatchObject({
    role: 'Super Admin',
  });
});

it('keeps anyone from disabling or deleting their own account, while another Super Admin exists', async () => {
  await addMember(server.app, server.token, {
    name: 'Second Owner',
    email: 'second@example.com',
    role: 'Super Admin',
  });
  const url = `/admin/admins/${await ownId()}`;
  const disable = await superAdmin()('PUT', url, { ...self, role: 'Super Admin', disabled: true });
  expect(disable.json()).toEqual(badRequest('You cannot disable your own account.'));
  const remove = await superAdmin()('DELETE', url);
  expect(remove.json()).toEqual(badRequest('You cannot delete your own account.'));
});

it('ends an admin’s sessions at once when their role changes, and lets them sign in again', async () => {
  const member = await memberOnOwnPassword(server, 'Promoted', 'promoted@example.com');
  const body = { name: 'Promoted', email: 'promoted@example.com' };
  const url = `/admin/admins/${member.account.id}`;
  const renamed = await superAdmin()('PUT', url, { ...body, name: 'Still Admin', role: 'Admin' });
  expect(renamed.statusCode).toBe(200);
  // A change that is neither a role nor disabling leaves the sessions as they are.
  expect((await as(server.app, member.token)('GET', '/admin/users')).statusCode).toBe(200);

  expect((await superAdmin()('PUT', url, { ...body, role: 'Super Admin' })).statusCode).toBe(200);
  expect((await as(server.app, member.token)('GET', '/admin/users')).statusCode).toBe(401);
  const again = await login(server.app, { email: body.email, password: 'a password of my own' });
  expect((await as(server.app, again)('GET', '/admin/admins')).statusCode).toBe(200);
});

it('ends an admin’s sessions at once when disabled, refuses their sign-in, and deletes them', async () => {
  const member = await memberOnOwnPassword(server, 'Leaving', 'leaving@example.com');
  const url = `/admin/admins/${member.account.id}`;
  const account = { name: 'Leaving', email: 'leaving@example.com', role: 'Admin' };
  const disabled = await superAdmin()('PUT', url, { ...account, disabled: true });
  // Created (1), its own password set (2), disabled (3).
  expect(disabled.json()).toMatchObject({ admin: { disabled: true, version: 3 } });
  expect((await as(server.app, member.token)('GET', '/admin/profile')).statusCode).toBe(401);
  await expect(
    login(server.app, { email: account.email, password: 'a password of my own' }),
  ).rejects.toThrow('Invalid credentials');

  // Enabled again: signing in works, the ended sessions stay ended.
  await superAdmin()('PUT', url, { ...account, disabled: false });
  expect((await as(server.app, member.token)('GET', '/admin/profile')).statusCode).toBe(401);
  const again = await login(server.app, { email: account.email, password: 'a password of my own' });
  expect((await as(server.app, again)('GET', '/admin/profile')).statusCode).toBe(200);

  expect((await superAdmin()('DELETE', url)).statusCode).toBe(200);
  expect((await as(server.app, again)('GET', '/admin/profile')).statusCode).toBe(401);
});

it('refuses an email another account has, on a change', async () => {
  const { account } = await addMember(server.app, server.token, {
    name: 'Taken',
    email: 'taken@example.com',
    role: 'Admin',
  });
  const response = await superAdmin()('PUT', `/admin/admins/${account.id}`, {
    name: 'Taken',
    email: ADMIN.email.toUpperCase(),
    role: 'Admin',
  });
  expect(response.json()).toEqual(badRequest('An admin with this email already exists.', 'email'));
});
