/**
 * The shop's users matching a text, newest first, from the server's paged list
 * (docs/api.md#paged-users-and-orders): where a notification's recipients are chosen. Here, not
 * in User Management's feature, since features do not import each other.
 */
import { useGetUsersPageQuery } from './shopLists';
import { userDisplayName, type User } from './users';
import type { Recipient } from '../../contract/notification';

/** How many matches the picker offers at once: enough to pick from, few enough to read. */
const MATCHES = 10;

/** A user as a notification names its recipient. */
export const recipientOf = (user: User): Recipient => ({
  id: user.id,
  fullName: userDisplayName(user),
  email: user.email ?? '',
});

/** The first users matching `q` (everyone, newest first, when empty), unless `skip`. */
export function useUserSearch(q: string, skip: boolean) {
  const page = { page: 1, pageSize: MATCHES, q, sort: 'createdAt', order: 'desc' } as const;
  // currentData: never the matches of an earlier text while this one is asked.
  const { currentData, isFetching, error } = useGetUsersPageQuery({ ...page, admin: '' }, { skip });
  return { users: currentData?.items.map(recipientOf) ?? [], isFetching, failed: !!error };
}
