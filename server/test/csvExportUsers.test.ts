/** GET /admin/users.csv: every user that the list's search, filter and sort match, as CSV. */
import { exportBatches } from '../src/repositories/shopExports';
import type { UserSort } from '../../contract/shopLists';
import { insertUsers, USER_EXPORT_COLUMNS, USER_TABLE } from '../src/repositories/users';
import { batchedIds, csvAnswers } from './support/csvAnswers';
import { USER_CSV_HEADINGS } from './support/csvHeadings';
import { useShop } from './support/shop';

const { clearShop, get, server } = useShop();
const csv = csvAnswers(get);

describe('GET /admin/users.csv', () => {
  beforeAll(async () => {
    await clearShop();
    await insertUsers(server.db, [
      {
        id: 'u1',
        full_name: 'Diya Kapoor',
        email: 'diya@example.com',
        is_admin: false,
        created_at: '2026-01-02T00:00:00.000Z',
      },
      {
        id: 'u2',
        full_name: '-Rohan Iyer',
        email: 'rohan@example.org',
        is_admin: true,
        role: 'Support',
        created_at: '2026-01-03T04:05:06.789Z',
      },
    ]);
  });

  it('sends the users as on screen, with their ids and roles, searched, filtered and sorted', async () => {
    const { response, records: rows } = await csv('/admin/users.csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(rows).toEqual([
      USER_CSV_HEADINGS,
      ['u2', "'-Rohan Iyer", 'rohan@example.org', 'Yes', 'Support', '2026-01-03T04:05:06.789Z'],
      ['u1', 'Diya Kapoor', 'diya@example.com', 'No', '', '2026-01-02T00:00:00.000Z'],
    ]);
    const ids = async (query: string) =>
      (await csv(`/admin/users.csv${query}`)).records.slice(1).map(([id]) => id);
    expect(await ids('?isAdmin=false')).toEqual(['u1']);
    expect(await ids('?q=ROHAN')).toEqual(['u2']);
    for (const sort of Object.keys(USER_TABLE.sorts)) {
      const request = { q: '', sort: sort as UserSort, order: 'asc' as const };
      const inOnes = await batchedIds(
        exportBatches(server.db, USER_TABLE, USER_EXPORT_COLUMNS, request, {}, 1),
      );
      expect({ sort, ids: await ids(`?sort=${sort}&order=asc`) }).toEqual({ sort, ids: inOnes });
    }
  });
});
