/**
 * The roles' side of the auth matrix (authMatrix.test.ts): who the matrix signs in as, what each
 * may not do, said here in the words of the issue rather than read from the permission table it
 * tests, and a token for each request.
 */
import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { permissionOf, SET_PASSWORD_FIRST } from '../../src/auth/permissions';
import { forbiddenMessage, type Role } from '../../../contract/roles';
import { addMember } from './team';
import { ADMIN, login, signJwt } from './testApp';

export interface Signer {
  name: string;
  role: Role;
  id: number;
  mustSetPassword: boolean;
}

/** The start-up Super Admin, an Admin, and an Admin still on its one-time password. */
export async function signers(app: FastifyInstance): Promise<Signer[]> {
  const token = await login(app);
  const { id } = (
    await app.inject({
      method: 'GET',
      url: '/admin/profile',
      headers: { authorization: `Bearer ${token}` },
    })
  ).json<{ id: number }>();
  const admin = await addMember(
    app,
    token,
    { name: 'Matrix Admin', email: 'matrix-admin@example.com', role: 'Admin' },
    { ownPassword: true },
  );
  const newcomer = await addMember(app, token, {
    name: 'Matrix Newcomer',
    email: 'matrix-new@example.com',
    role: 'Super Admin',
  });
  return [
    { name: `Super Admin ${ADMIN.email}`, role: 'Super Admin', id, mustSetPassword: false },
    { name: 'Admin', role: 'Admin', id: admin.account.id, mustSetPassword: false },
    {
      name: 'Super Admin on a one-time password',
      role: 'Super Admin',
      id: newcomer.account.id,
      mustSetPassword: true,
    },
  ];
}

/** What the signed-in admin can do without a password of their own. */
const BEFORE_PASSWORD_SET = [
  'GET /admin/profile',
  'PUT /admin/profile/password',
  'POST /admin/logout',
];

/**
 * The 403's message for `signer` on a route, or undefined where it is allowed: an Admin may do
 * everything but manage admin accounts; a Super Admin everything; someone on a one-time password
 * only BEFORE_PASSWORD_SET.
 */
export function refusalOf(signer: Signer, method: string, url: string): string | undefined {
  if (signer.mustSetPassword) {
    return BEFORE_PASSWORD_SET.includes(`${method} ${url}`) ? undefined : SET_PASSWORD_FIRST;
  }
  if (signer.role === 'Admin' && url.startsWith('/admin/admins')) {
    const { resource, action } = permissionOf(method, url);
    return forbiddenMessage('Admin', resource, action);
  }
  return undefined;
}

/**
 * A fresh token of `signer` for each request, signed as the server signs them (a sign-in each
 * would meet the sign-in's rate limit): a logout or the end of other sessions in one request
 * then leaves the next one signed in.
 */
export function tokenOf({ id }: Signer): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({
    typ: 'admin',
    sub: String(id),
    jti: randomUUID(),
    iat: now,
    exp: now + 3600,
    // The next millisecond's start, as in fuzz/requests.ts: an end of sessions earlier in this
    // millisecond must not end a token made after it.
    at: (Date.now() + 1) * 1000,
  });
}
