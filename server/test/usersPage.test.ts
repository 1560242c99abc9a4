/** GET /admin/users: a page of the shop's users, searched, filtered and sorted. */
import { insertUsers, type UserRecord } from '../src/repositories/users';
import { countdown, exactPagination, useShop, type User } from './support/shop';

const { clearShop, get, itRefusesQueries, pageOf, server } = useShop();

function user(n: number, fields: Partial<UserRecord> = {}): UserRecord {
  return {
    id: `user${String(n).padStart(2, '0')}`,
    full_name: `Customer ${n}`,
    email: `customer${n}@example.com`,
    is_admin: n % 10 === 0,
    created_at: new Date(Date.UTC(2026, 0, n)).toISOString(),
    ...fields,
  };
}

const page = (query = '') => pageOf<User, 'users'>('users', query);
const ids = (answer: { users: User[] }) => answer.users.map((found) => found.id);

describe('GET /admin/users', () => {
  beforeAll(async () => {
    await clearShop();
    await insertUsers(server.db, [
      ...Array.from({ length: 28 }, (_, i) => user(i + 1)),
      user(29, { full_name: 'Meera Nair', email: 'MEERA@shop.in', role: 'Support' }),
    ]);
  });

  it('answers 25 users newest first, in the shape of /admin/all-users, with the count', async () => {
    const answer = await page();
    expect(ids(answer)).toEqual(countdown('user', 2, 29, 5));
    expect(answer.pagination).toEqual(exactPagination(1, 25, 29, 2));
    const all = (await get('/admin/all-users')).json<{ users: User[] }>().users;
    expect(answer.users).toEqual(all.slice(0, 25));
  });

  it('searches the name or the email, ignoring case', async () => {
    expect(ids(await page('?q=meera'))).toEqual(['user29']);
    expect(ids(await page('?q=shop.IN'))).toEqual(['user29']);
    expect((await page('?q=customer2')).pagination.total).toBe(10);
  });

  it('filters the administrators, and sorts by name, email, role or admin', async () => {
    expect(ids(await page('?isAdmin=true'))).toEqual(['user20', 'user10']);
    expect((await page('?isAdmin=false')).pagination.total).toBe(27);
    expect(ids(await page('?sort=fullName&order=desc&pageSize=2'))).toEqual(['user29', 'user09']);
    // Where 'customer2@' falls among 'customer20'... depends on the database's collation.
    const byEmail = ids(await page('?sort=email&order=asc&q=customer2&pageSize=10'));
    expect(byEmail.filter((id) => id !== 'user02')).toEqual(
      Array.from({ length: 9 }, (_, i) => `user${20 + i}`),
    );
    expect(byEmail).toContain('user02');
    expect(ids(await page('?sort=role&order=asc&pageSize=1'))).toEqual(['user29']);
    expect(ids(await page('?sort=isAdmin&order=desc&q=customer1&pageSize=3'))).toEqual([
      'user10',
      'user19',
      'user18',
    ]);
  });

  itRefusesQueries('/admin/users', [
    ['isAdmin=yes', 'isAdmin must be true or false.'],
    ['sort=email%20desc', 'sort must be one of createdAt, fullName, email, role, isAdmin.'],
    ['page=1000001', 'page must be at most 1000000.'],
  ]);
});
