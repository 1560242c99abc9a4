/**
 * The rules that keep a team in charge of its back-office (docs/api.md#admin-accounts): the last
 * enabled Super Admin is neither demoted, disabled nor deleted, and nobody disables or deletes
 * their own account. The last Super Admin's rule comes first: only that admin can be the one
 * signed in and changing it (a second Super Admin would make it not the last), so it is the one
 * that says why. Checked inside the write's transaction, with the enabled Super Admins locked
 * first (lockForChange): two Super Admins demoting each other at once would otherwise each see
 * the other one left. Every admin-account write takes the same locks in the same order (the
 * Super Admins by id, the admin making it, the account), so two never wait for each other.
 */
import type { FastifyRequest } from 'fastify';

import { recheckSignedIn } from '../auth/recheck';
import type { Queryable } from '../db/types';
import { badRequest } from '../lib/httpError';
import { emailTaken, findAccount, lockEnabledSuperAdmins } from '../repositories/adminAccounts';
import { ACCOUNT_MESSAGES } from '../../../contract/accountRules';
import type { AdminAccount, UpdateAdminBody } from '../../../contract/admins';

/** An account about to change, locked, with the enabled Super Admins' ids, locked before it. */
export interface AccountChange {
  before: AdminAccount;
  superAdmins: readonly number[];
}

/**
 * The first step of every admin-account write: locks the enabled Super Admins, then the admin
 * making it, who must still be one (recheckSignedIn); answers the Super Admins' ids.
 */
export async function lockTeam(tx: Queryable, request: FastifyRequest): Promise<number[]> {
  const superAdmins = await lockEnabledSuperAdmins(tx);
  await recheckSignedIn(tx, request);
  return superAdmins;
}

/** lockTeam, then the account `id`, locked too; undefined when there is none. */
export async function lockForChange(tx: Queryable, request: FastifyRequest, id: number) {
  const superAdmins = await lockTeam(tx, request);
  const before = await findAccount(tx, id, { lock: true });
  return before && { before, superAdmins };
}

/** Whether the account is the only enabled Super Admin left. */
const isLastSuperAdmin = ({ before, superAdmins }: AccountChange) =>
  superAdmins.length === 1 && superAdmins[0] === before.id;

const disabling = (before: AdminAccount, changes: UpdateAdminBody) =>
  changes.disabled === true && !before.disabled;

/** A role change or disabling ends the admin's sessions at once. */
export const endsSessions = (before: AdminAccount, changes: UpdateAdminBody) =>
  changes.role !== before.role || disabling(before, changes);

export async function checkUpdate(
  tx: Queryable,
  signedInId: number,
  change: AccountChange,
  changes: UpdateAdminBody,
): Promise<void> {
  const { before } = change;
  const demoting = before.role === 'Super Admin' && changes.role !== 'Super Admin';
  if ((demoting || disabling(before, changes)) && isLastSuperAdmin(change)) {
    throw badRequest(
      demoting
        ? 'The last Super Admin cannot be demoted.'
        : 'The last Super Admin cannot be disabled.',
    );
  }
  if (changes.disabled === true && before.id === signedInId) {
    throw badRequest('You cannot disable your own account.');
  }
  if (await emailTaken(tx, changes.email, before.id)) {
    throw badRequest(ACCOUNT_MESSAGES.emailTaken, 'email');
  }
}

export function checkDeletion(signedInId: number, change: AccountChange): void {
  if (isLastSuperAdmin(change)) throw badRequest('The last Super Admin cannot be deleted.');
  if (change.before.id === signedInId) throw badRequest('You cannot delete your own account.');
}
