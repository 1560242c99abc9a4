/**
 * One's own sign-in writes check the session again inside their write
 * (docs/api.md#your-own-account): a session ended after the guard let the request through, but
 * before its write, gets no fresh token from a password change or a sign-out of the others, and
 * turns two-factor sign-in neither on nor off and adds or removes no passkey. It answers 401, as its next
 * request would, and nothing changes.
 */
import type { Db } from '../src/db/types';
import { useSignedInApp } from './support/lifecycle';
import { addedPasskey, signInWithPasskey } from './support/passkeyKeys';
import { during } from './support/racing';
import { SoftAuthenticator } from './support/softAuthenticator';
import { as, memberOnOwnPassword, OWN_PASSWORD } from './support/team';
import { answer, failure, login } from './support/testApp';
import { totpCode } from './support/totpCodes';
import { SIGN_IN_MESSAGES } from '../../contract/accountRules';

const server = useSignedInApp();
const ENDED = {
  status: 401,
  body: failure({ success: false, message: SIGN_IN_MESSAGES.sessionExpired }),
};

let members = 0;
async function member(role: 'Admin' | 'Super Admin') {
  members += 1;
  const email = `racing${members}@example.com`;
  const made = await memberOnOwnPassword(server, 'Racing Member', email, role);
  return { ...made, email };
}

/** What the account keeps of its sessions and password, and its own changes in the trail. */
async function keptOf(db: Db, id: number) {
  const [account] = await db.query(
    `SELECT password_hash AS hash, sessions_ended_at::text AS "sessionsEndedAt",
            password_changed_at::text AS "passwordChangedAt"
       FROM admins WHERE id = $1`,
    [id],
  );
  const own = await db.query(
    `SELECT action FROM activity
      WHERE entity = 'admin' AND entity_id = $1 AND action IN ('password-set', 'sessions-ended')`,
    [String(id)],
  );
  return { account, own };
}

/** A Super Admin resets the two-factor sign-in of account `id`, which ends its sessions. */
async function resetTwoFactorOf(id: number) {
  const reset = await as(server.app, server.token)('POST', `/admin/admins/${id}/reset-two-factor`);
  expect(reset.statusCode).toBe(200);
}

/** The owner, signed in again, ends every other session of theirs. */
async function endOtherSessionsAs(owner: string) {
  const ended = await as(server.app, owner)('POST', '/admin/profile/end-other-sessions');
  expect(ended.statusCode).toBe(200);
}

it('gives a session demoted meanwhile no fresh token for its password change', async () => {
  const racer = await member('Super Admin');
  const demote = async () => {
    const demoted = await as(server.app, server.token)('PUT', `/admin/admins/${racer.account.id}`, {
      name: racer.account.name,
      email: racer.email,
      role: 'Admin',
    });
    expect(demoted.statusCode).toBe(200);
  };
  let before: Awaited<ReturnType<typeof keptOf>> | undefined;
  const response = await during(
    server.db,
    async () => {
      await demote();
      before = await keptOf(server.db, racer.account.id);
    },
    (app) =>
      as(app, racer.token)('PUT', '/admin/profile/password', {
        currentPassword: OWN_PASSWORD,
        newPassword: 'a password changed in time',
      }),
  );
  expect(answer(response)).toEqual(ENDED);
  expect(await keptOf(server.db, racer.account.id)).toEqual(before);
});

it('gives a session a Super Admin ended meanwhile no fresh token for signing out of the others', async () => {
  const racer = await member('Admin');
  let before: Awaited<ReturnType<typeof keptOf>> | undefined;
  const response = await during(
    server.db,
    async () => {
      await resetTwoFactorOf(racer.account.id);
      before = await keptOf(server.db, racer.account.id);
    },
    (app) => as(app, racer.token)('POST', '/admin/profile/end-other-sessions'),
  );
  expect(answer(response)).toEqual(ENDED);
  expect(await keptOf(server.db, racer.account.id)).toEqual(before);
});

it('adds no passkey for a session whose two-factor sign-in a Super Admin reset meanwhile', async () => {
  const racer = await member('Admin');
  const key = new SoftAuthenticator();
  const options = (
    await as(server.app, racer.token)('POST', '/admin/profile/passkeys/options', {
      currentPassword: OWN_PASSWORD,
    })
  ).json<Parameters<SoftAuthenticator['register']>[0]>();
  const response = await during(
    server.db,
    () => resetTwoFactorOf(racer.account.id),
    (app) =>
      as(app, racer.token)('POST', '/admin/profile/passkeys', {
        name: 'Sneaked in',
        response: key.register(options),
      }),
  );
  expect(answer(response)).toEqual(ENDED);
  const passkeys = await server.db.query('SELECT id FROM admin_passkeys WHERE admin_id = $1', [
    racer.account.id,
  ]);
  expect(passkeys).toEqual([]);
  expect((await signInWithPasskey(server.app, key)).statusCode).toBe(401);
});

it('turns on no two-factor sign-in for a session the owner signed out of meanwhile', async () => {
  const racer = await member('Admin');
  const owner = await login(server.app, { email: racer.email, password: OWN_PASSWORD });
  const { secret } = (await as(server.app, racer.token)('POST', '/admin/profile/two-factor')).json<{
    secret: string;
  }>();
  const response = await during(
    server.db,
    () => endOtherSessionsAs(owner),
    (app) =>
      as(app, racer.token)('PUT', '/admin/profile/two-factor', {
        code: totpCode(secret, Date.now()),
      }),
  );
  expect(answer(response)).toEqual(ENDED);
  const [account] = await server.db.query(
    `SELECT totp_secret AS secret,
            (SELECT count(*)::int FROM admin_recovery_codes WHERE admin_id = $1) AS "recoveryCodes"
       FROM admins WHERE id = $1`,
    [racer.account.id],
  );
  expect(account).toEqual({ secret: null, recoveryCodes: 0 });
});

it('turns off no two-factor sign-in for a session the owner signed out of meanwhile', async () => {
  const racer = await member('Admin');
  const owner = await login(server.app, { email: racer.email, password: OWN_PASSWORD });
  const own = as(server.app, racer.token);
  const { secret } = (await own('POST', '/admin/profile/two-factor')).json<{ secret: string }>();
  const on = await own('PUT', '/admin/profile/two-factor', { code: totpCode(secret, Date.now()) });
  const [code = ''] = on.json<{ recoveryCodes: string[] }>().recoveryCodes;
  const response = await during(
    server.db,
    () => endOtherSessionsAs(owner),
    (app) => as(app, racer.token)('DELETE', '/admin/profile/two-factor', { code }),
  );
  expect(answer(response)).toEqual(ENDED);
  const [account] = await server.db.query(
    `SELECT totp_secret AS secret,
            (SELECT count(*)::int FROM admin_recovery_codes
              WHERE admin_id = $1 AND used_at IS NULL) AS "recoveryCodes"
       FROM admins WHERE id = $1`,
    [racer.account.id],
  );
  expect(account).toEqual({ secret, recoveryCodes: 10 });
});

it('removes no passkey for a session the owner signed out of meanwhile', async () => {
  const racer = await member('Admin');
  const owner = await login(server.app, { email: racer.email, password: OWN_PASSWORD });
  const key = await addedPasskey(as(server.app, racer.token));
  const [{ id } = { id: 0 }] = await server.db.query<{ id: number }>(
    'SELECT id FROM admin_passkeys WHERE admin_id = $1',
    [racer.account.id],
  );
  const response = await during(
    server.db,
    () => endOtherSessionsAs(owner),
    (app) => as(app, racer.token)('DELETE', `/admin/profile/passkeys/${id}`),
  );
  expect(answer(response)).toEqual(ENDED);
  expect((await signInWithPasskey(server.app, key)).statusCode).toBe(200);
});
