/**
 * A team on a test app: accounts made through the API by the signed-in Super Admin, signed in
 * with their one-time passwords and, when asked, with passwords of their own.
 */
import type { AddressInfo } from 'node:net';

import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';

import type { Queryable } from '../../src/db/types';
import type { AdminAccount, OneTimePasswordReply } from '../../../contract/admins';
import type { Role } from '../../../contract/roles';
import { openEvents } from './eventStreams';
import { bearer, login } from './testApp';

export interface Member {
  account: AdminAccount;
  oneTimePassword: string;
  /** Signed in; with `ownPassword`, after setting it. */
  token: string;
}

/** A request as the admin of `token`, with extra headers (If-Match). */
export function as(app: FastifyInstance, token: string) {
  return (
    method: HTTPMethods,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: { ...bearer(token), ...headers },
      ...(payload && { payload }),
    });
}

export const OWN_PASSWORD = 'a password of my own';

/** Creates an account as the admin of `token`, and signs it in. */
export async function addMember(
  app: FastifyInstance,
  token: string,
  { name, email, role }: { name: string; email: string; role: Role },
  { ownPassword = false } = {},
): Promise<Member> {
  const created = await as(app, token)('POST', '/admin/admins', { name, email, role });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
  const { admin: account, oneTimePassword } = created.json<OneTimePasswordReply>();
  let memberToken = await login(app, { email, password: oneTimePassword });
  if (ownPassword) {
    const set = await as(app, memberToken)('PUT', '/admin/profile/password', {
      currentPassword: oneTimePassword,
      newPassword: OWN_PASSWORD,
    });
    if (set.statusCode !== 200) throw new Error(`password not set: ${set.body}`);
    memberToken = set.json<{ token: string }>().token;
  }
  return { account, oneTimePassword, token: memberToken };
}

/** An account made by `server`'s signed-in Super Admin, signed in on a password of its own. */
export const memberOnOwnPassword = (
  server: { app: FastifyInstance; token: string },
  name: string,
  email: string,
  role: Role = 'Admin',
) => addMember(server.app, server.token, { name, email, role }, { ownPassword: true });

/**
 * The app listening on a free port, with its Super Admin signed in and an Admin of their making
 * (Meera Nair, on a password of her own): what a test of who hears which live change starts from.
 */
export async function listeningTeam(app: FastifyInstance) {
  const superAdmin = await login(app);
  const admin = await memberOnOwnPassword(
    { app, token: superAdmin },
    'Meera Nair',
    'meera@shop.example',
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { url, superAdmin, admin };
}

/**
 * The first `count` live changes that `listener`'s stream (the Admin's own, or the Super Admin's)
 * carries while the Admin makes `writes`.
 */
export async function changesHeard(
  app: FastifyInstance,
  listener: 'admin' | 'superAdmin',
  count: number,
  writes: (write: ReturnType<typeof as>) => Promise<void>,
) {
  const team = await listeningTeam(app);
  const events = await openEvents(
    team.url,
    { admin: team.admin.token, superAdmin: team.superAdmin }[listener],
  );
  try {
    await events.opened();
    await writes(as(app, team.admin.token));
    return await events.changes(count);
  } finally {
    events.close();
  }
}

/** The trail's entries of admin account `id`, oldest first: what was done, and its fields. */
export const accountTrail = (db: Queryable, id: number) =>
  db.query<{ action: string; before: unknown; after: unknown }>(
    `SELECT action, before, after FROM activity
      WHERE entity = 'admin' AND entity_id = $1 ORDER BY id`,
    [String(id)],
  );
