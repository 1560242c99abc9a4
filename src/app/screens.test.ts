import { RESOURCE_TABLE, RESOURCES } from '../../contract/resources';
import { ADMIN_SCREENS } from './screens';

/**
 * The declared resources without a screen of their own: the signed-in admin's account (the
 * profile card) and the shop's numbers (the dashboard).
 */
const WITHOUT_A_SCREEN = ['session', 'stats'];

// The web app's half of the table's test (server/test/resourceTable.test.ts): a resource declared
// in contract/resources.ts without its screen, or a screen of an undeclared one, fails here.
it('gives every declared resource its screen, and every screen a declared resource', () => {
  const screened = ADMIN_SCREENS.flatMap(({ resource }) => (resource ? [resource] : []));
  const declared = RESOURCES.filter((resource) => !WITHOUT_A_SCREEN.includes(resource));
  expect([...screened].sort()).toEqual([...declared].sort());
});

it('names the rows of every resource whose rows the web app keeps in its cache', () => {
  const withoutRows = Object.entries(RESOURCE_TABLE).flatMap(([resource, entry]) =>
    'cacheTag' in entry && !('rows' in entry) ? [resource] : [],
  );
  // Their calls answer no list under a key of their own: the profile, the pages of users and
  // orders (docs/api.md#paged-users-and-orders) and the shop's numbers, read by their own endpoints.
  expect(withoutRows).toEqual(['session', 'users', 'orders', 'stats']);
});
