/**
 * The roles' side of the auth matrix (authMatrix.test.ts): who the matrix signs in as, what each
 * may not do and which activity entries each may not read, said here in the words of the issue
 * rather than read from the permission table it tests, and a token for each request.
 */
import type { FastifyInstance } from 'fastify';

import { permissionOf, SET_PASSWORD_FIRST } from '../../src/auth/permissions';
import { forbiddenMessage, type Role } from '../../../contract/roles';
import { addMember } from './team';
import { adminToken } from './eventStreams';
import { ADMIN, bearer, login } from './testApp';

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
export const tokenOf = ({ id }: Signer): string => adminToken(id, { dated: true });

interface TrailEntry {
  entity: string;
  admin: { id: number };
}

/**
 * Why `signer` may not read an entry of the activity trail, or undefined where they may: an Admin
 * reads nothing about the admin accounts, nor another admin's sessions (their sign-ins and
 * sign-outs), as GET /admin/admins answers them 403; a Super Admin reads every entry.
 */
export function unreadableEntry(signer: Signer, { entity, admin }: TrailEntry) {
  if (signer.role !== 'Admin') return undefined;
  if (entity === 'admin') return 'an entry about an admin account';
  if (entity === 'session' && admin.id !== signer.id) return `a session of admin #${admin.id}`;
  return undefined;
}

async function read<T>(app: FastifyInstance, signer: Signer, url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url, headers: bearer(tokenOf(signer)) });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  return response.json<T>();
}

/** Every entry `signer` reads on GET /admin/activity with `filter`, page by page. */
async function trailOf(app: FastifyInstance, signer: Signer, filter = '') {
  const entries: TrailEntry[] = [];
  for (let page = 1; ; page += 1) {
    const { activity, pagination } = await read<{
      activity: TrailEntry[];
      pagination: { totalPages: number };
    }>(app, signer, `/admin/activity?pageSize=100&page=${page}${filter && `&${filter}`}`);
    entries.push(...activity);
    if (page >= pagination.totalPages) return entries;
  }
}

/**
 * The activity routes as each signer past its one-time password reads them, against the Super
 * Admin's whole trail: `wrong` names each entry read that unreadableEntry refuses (unfiltered,
 * by entity, by the Super Admin as author), each readable entry missed, and each author offered
 * on the Admin filter's list who wrote nothing the signer may read, or missed there; `hidden`
 * counts the entries some signer may not read, so that the check is not an empty one.
 */
export async function trailAsRead(app: FastifyInstance, who: Signer[]) {
  const readers = who.filter((signer) => !signer.mustSetPassword);
  const superAdmin = readers.find((signer) => signer.role === 'Super Admin');
  if (!superAdmin) throw new Error('the matrix has no Super Admin past its password');
  const everything = await trailOf(app, superAdmin);
  const wrong: string[] = [];
  let hidden = 0;
  for (const signer of readers) {
    const readable = everything.filter((entry) => !unreadableEntry(signer, entry));
    hidden += everything.length - readable.length;
    const filters = ['', 'entity=admin', 'entity=session', `adminId=${superAdmin.id}`];
    for (const filter of filters) {
      for (const entry of await trailOf(app, signer, filter)) {
        const why = unreadableEntry(signer, entry);
        if (why) wrong.push(`${signer.name} reads ${why} on GET /admin/activity?${filter}`);
      }
    }
    const unfiltered = await trailOf(app, signer);
    if (unfiltered.length !== readable.length)
      wrong.push(`${signer.name} reads ${unfiltered.length} entries of ${readable.length}`);
    const writers = new Set(readable.map((entry) => entry.admin.id));
    const { admins } = await read<{ admins: { id: number }[] }>(
      app,
      signer,
      '/admin/activity/admins',
    );
    for (const { id } of admins.filter((author) => !writers.has(author.id)))
      wrong.push(`${signer.name} is offered admin #${id} on GET /admin/activity/admins`);
    if (admins.length !== writers.size)
      wrong.push(`${signer.name} is offered ${admins.length} authors of ${writers.size}`);
  }
  return { wrong, hidden };
}
