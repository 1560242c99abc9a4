/**
 * The admin accounts' writes at the version read (docs/api.md#admin-accounts,
 * docs/api.md#versions): a reset read before a colleague's change is refused as an update or a
 * delete is, and a write to an account deleted meanwhile says who deleted it when.
 */
import { useSignedInApp } from './support/lifecycle';
import { accountTrail, addMember, as } from './support/team';
import { ADMIN, answer, failure } from './support/testApp';

const server = useSignedInApp();
const superAdmin = () => as(server.app, server.token);

const trailOf = (id: number) => accountTrail(server.db, id);

it('refuses a reset read at an older version, and says who deleted an account written meanwhile', async () => {
  const { account } = await addMember(server.app, server.token, {
    name: 'Tara Menon',
    email: 'tara@example.com',
    role: 'Admin',
  });
  const url = `/admin/admins/${account.id}`;
  const atOne = { 'if-match': '"1"' };
  expect((await superAdmin()('POST', `${url}/reset-password`, undefined, atOne)).statusCode).toBe(
    200,
  );
  // A colleague's reset came first: a second one read at version 1 would hand out a password
  // that replaces the one they just gave.
  for (const reset of ['reset-password', 'reset-two-factor']) {
    const stale = await superAdmin()('POST', `${url}/${reset}`, undefined, atOne);
    expect({ reset, status: stale.statusCode, body: stale.json() }).toMatchObject({
      reset,
      status: 409,
      body: {
        current: { id: account.id, version: 2 },
        changedBy: { email: ADMIN.email },
        changedAt: expect.any(String),
      },
    });
  }
  expect((await trailOf(account.id)).map(({ action }) => action)).toEqual([
    'create',
    'password-reset',
  ]);

  expect((await superAdmin()('DELETE', url, undefined, { 'if-match': '"2"' })).statusCode).toBe(
    200,
  );
  const writes = [
    ['PUT', url, { name: 'Tara', email: 'tara@example.com', role: 'Admin' }],
    ['DELETE', url, undefined],
    ['POST', `${url}/reset-password`, undefined],
    ['POST', `${url}/reset-two-factor`, undefined],
  ] as const;
  for (const [method, path, body] of writes) {
    const gone = await superAdmin()(method, path, body, { 'if-match': '"2"' });
    expect({ path, ...answer(gone) }).toEqual({
      path,
      status: 404,
      body: failure({
        success: false,
        message: 'Admin not found.',
        deletedBy: { id: expect.any(Number), email: ADMIN.email, name: ADMIN.name },
        deletedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      }),
    });
  }
});
