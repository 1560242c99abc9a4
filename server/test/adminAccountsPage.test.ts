/**
 * Admin Management's list (docs/api.md#admin-accounts): paged, searched and sorted with the same
 * query and answer as GET /admin/users, through the same page reader.
 */
import type { AdminAccount } from '../../contract/admins';
import { useSignedInApp } from './support/lifecycle';
import { exactPagination, type Paged } from './support/shop';
import { addMember, as } from './support/team';
import { ADMIN, badRequest } from './support/testApp';

const server = useSignedInApp();

type Page = Paged<'admins', AdminAccount>;

async function page(query: string): Promise<Page> {
  const response = await as(server.app, server.token)('GET', `/admin/admins?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
}
const names = ({ admins }: Page) => admins.map(({ name }) => name);
/** The four accounts made here by name, ignoring case, as by e-mail (their first names). */
const BY_NAME = ['amit Paging', 'Bela Paging', 'Mira Paging', 'Zoe Paging'];

beforeAll(async () => {
  // Created in this order; the first two sign in, the others never have.
  for (const [name, role, signIn] of [
    ['Zoe Paging', 'Admin', true],
    ['amit Paging', 'Super Admin', true],
    ['Mira Paging', 'Admin', false],
    ['Bela Paging', 'Admin', false],
  ] as const) {
    const email = `${name.split(' ')[0]?.toLowerCase()}@paging.test`;
    if (signIn) await addMember(server.app, server.token, { name, email, role });
    else await as(server.app, server.token)('POST', '/admin/admins', { name, email, role });
  }
});

it('answers the newest accounts first, a page at a time, with the users list’s pagination', async () => {
  const first = await page('pageSize=3');
  expect(names(first)).toEqual(['Bela Paging', 'Mira Paging', 'amit Paging']);
  expect(first.pagination).toEqual(exactPagination(1, 3, 5, 2));
  expect(names(await page('pageSize=3&page=2'))).toEqual(['Zoe Paging', ADMIN.name]);
  expect(first.admins[0]).toMatchObject({
    email: 'bela@paging.test',
    lastSignInAt: null,
    version: 1,
  });
});

it('searches name and email, ignoring case', async () => {
  expect(names(await page('q=PAGING&sort=name&order=asc'))).toEqual(BY_NAME);
  const byEmail = await page('q=zoe@');
  expect({ names: names(byEmail), total: byEmail.pagination.total }).toEqual({
    names: ['Zoe Paging'],
    total: 1,
  });
  expect(names(await page('q=nobody'))).toEqual([]);
});

it('sorts by each column, either way, and by the last sign-in with the never signed in apart', async () => {
  expect(names(await page('q=paging&sort=email&order=desc'))).toEqual([...BY_NAME].reverse());
  expect(names(await page('q=paging&sort=role&order=desc'))[0]).toBe('amit Paging');
  const bySignIn = names(await page('q=paging&sort=lastSignInAt&order=asc'));
  expect(bySignIn.slice(0, 2)).toEqual(['Zoe Paging', 'amit Paging']);
  expect(bySignIn.slice(2).sort()).toEqual(['Bela Paging', 'Mira Paging']);
  // Without a search, through the table's own order.
  expect(names(await page('sort=name&order=asc&pageSize=2'))).toEqual([
    'amit Paging',
    'Bela Paging',
  ]);
});

it('shows a change to an account on the next read of its page', async () => {
  const before = await page('q=mira');
  const [mira] = before.admins;
  const url = `/admin/admins/${mira?.id ?? 0}`;
  const body = { name: 'Mira Renamed', email: 'mira@paging.test', role: 'Admin' };
  expect((await as(server.app, server.token)('PUT', url, body)).statusCode).toBe(200);
  expect((await page('q=mira')).admins).toEqual([{ ...mira, name: 'Mira Renamed', version: 2 }]);
  await as(server.app, server.token)('PUT', url, { ...body, name: 'Mira Paging' });
});

it('refuses a query the list does not take, naming it', async () => {
  const response = await as(server.app, server.token)('GET', '/admin/admins?sort=password');
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual(badRequest(expect.stringMatching(/^sort /)));
});
